import { useCallback, useEffect, useState } from 'react';
import { listFilesAndHealth } from '../../../storage/file-store';
import { keptListKey } from '../../../storage/keys';
import { useStored } from '../../library/use-stored';

/**
 * One list's records, newest first, and whether it could not be read; null while loading. The
 * spec's lists load only when a student is signed in, once the screen is up (its loading text
 * shows first); then every change to the list, from this tab or another, shows at once.
 */
export function useListRecords(listKey: string, signedIn: boolean) {
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void Promise.resolve().then(() => live && setLoadedKey(listKey));
    return () => {
      live = false;
    };
  }, [listKey, signedIn]);

  const loaded = signedIn && loadedKey === listKey;
  const read = useCallback(() => (loaded ? listFilesAndHealth(listKey) : null), [listKey, loaded]);
  const isRelevant = useCallback(
    (key: string) => key === listKey || key === keptListKey(listKey),
    [listKey],
  );
  return useStored(read, isRelevant);
}

import { useCallback, useRef, useSyncExternalStore } from 'react';
import { subscribe } from '../../storage/changes';

/**
 * What `read` returns from device storage, read again whenever a key `isRelevant` picks changes,
 * in this tab or another. Until then the same value is returned, so a view only renders when its
 * own data changed. `read` and `isRelevant` should be stable (module functions, or memoised).
 */
export function useStored<T>(read: () => T, isRelevant: (key: string) => boolean): T {
  const cache = useRef<{ read: () => T; value: T; stale: boolean } | null>(null);
  const subscribeToRelevant = useCallback(
    (onChange: () => void) =>
      subscribe((key) => {
        // Another tab cleared the storage (null): every view reads again.
        if (key !== null && !isRelevant(key)) return;
        if (cache.current) cache.current.stale = true;
        onChange();
      }),
    [isRelevant],
  );
  const snapshot = () => {
    const cached = cache.current;
    if (cached && cached.read === read && !cached.stale) return cached.value;
    const value = read();
    cache.current = { read, value, stale: false };
    return value;
  };
  return useSyncExternalStore(subscribeToRelevant, snapshot, snapshot);
}

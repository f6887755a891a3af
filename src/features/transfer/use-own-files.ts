import { useCallback, useMemo } from 'react';
import { isListKey } from '../../storage/keys';
import type { KindSettings } from '../library/kinds/kind-settings';
import { readLibrary } from '../library/library-files';
import { useStored } from '../library/use-stored';

/** The student's own files on this device (uploadedBy is them): the only ones a transfer offers. */
export function useOwnFiles(kinds: readonly KindSettings[], uid: string) {
  const library = useStored(
    useCallback(() => readLibrary(kinds), [kinds]),
    isListKey,
  );
  return useMemo(() => library.filter(({ record }) => record.uploadedBy === uid), [library, uid]);
}

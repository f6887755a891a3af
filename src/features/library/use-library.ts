import { useCallback } from 'react';
import { isListKey } from '../../storage/keys';
import type { KindSettings } from './kinds/kind-settings';
import { readLibrary, type LibraryFile } from './library-files';
import { useStored } from './use-stored';

/** Every file on the device of `kinds`, newest first, read again as any list changes here or in another tab. */
export function useLibrary(kinds: readonly KindSettings[]): LibraryFile[] {
  return useStored(
    useCallback(() => readLibrary(kinds), [kinds]),
    isListKey,
  );
}

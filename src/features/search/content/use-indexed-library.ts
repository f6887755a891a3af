import { useCallback } from 'react';
import { isListKey } from '../../../storage/keys';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { readLibrary } from '../../library/library-files';
import { useStored } from '../../library/use-stored';
import { useContentIndexing } from './use-content-indexing';

/** The device's files, read again as any list changes, and kept in the index of their words. */
export function useIndexedLibrary(kinds: readonly KindSettings[]) {
  const library = useStored(
    useCallback(() => readLibrary(kinds), [kinds]),
    isListKey,
  );
  useContentIndexing(library);
  return library;
}

import { useMemo } from 'react';
import type { IndexedStatus } from '../../../storage/search-index-store';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { useLibrary } from '../../library/use-library';
import { contentIndex } from './content-index-client';
import { useIndexStatus, useIndexUnavailable } from './use-index-status';

export interface UnsearchedFile {
  fileName: string;
  status: Exclude<IndexedStatus, 'indexed'>;
  reason?: string;
}

export interface IndexSummary {
  /** The worker has said what the index holds. */
  ready: boolean;
  /** The index could not be opened here: only names are searched. */
  unavailable: boolean;
  /** Files of the library the index has read, of `total`. */
  done: number;
  total: number;
  bytes: number;
  waiting: number;
  /** The index is being merged after a large change, so that searches read less of it. */
  merging: boolean;
  unsearched: UnsearchedFile[];
  rebuild: () => void;
}

/**
 * What the index of words in files holds of the library: how many of its files have been read,
 * what it takes on the device, and the files with no words to search and why.
 */
export function useIndexSummary(kinds: readonly KindSettings[]): IndexSummary {
  const status = useIndexStatus();
  const unavailable = useIndexUnavailable();
  const library = useLibrary(kinds);
  return useMemo(() => {
    const read = new Map(status?.files.map((file) => [file.fileId, file]));
    const unsearched: UnsearchedFile[] = [];
    let done = 0;
    for (const { record } of library) {
      const file = read.get(record.id);
      if (!file) continue;
      done += 1;
      if (file.status !== 'indexed') {
        unsearched.push({ fileName: record.fileName, status: file.status, reason: file.reason });
      }
    }
    return {
      ready: status !== null,
      unavailable,
      done,
      total: library.length,
      bytes: status?.bytes ?? 0,
      waiting: status?.waiting ?? 0,
      merging: status?.merging ?? false,
      unsearched,
      rebuild: () => contentIndex.rebuild(),
    };
  }, [library, status, unavailable]);
}

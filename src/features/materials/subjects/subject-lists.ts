import type { ListPlace } from '../../library/list-places';
import type { LibraryFile } from '../../library/library-files';
import { normalise } from '../../../shared/fold-text';
import { compareTimes } from '../../../shared/compare-times';

export { subjectLists } from '../../library/list-places';

/** The subject's short and full names, as its first kind names them. */
export function subjectNames(lists: readonly ListPlace[]): { name: string; fullName?: string } {
  const [first] = lists;
  const names = first ? first.kind.names(first.scope) : {};
  return { name: names.subject ?? '', fullName: names.subjectFullName };
}

/** The files of the subject `slug`, newest first. */
export function subjectFiles(library: readonly LibraryFile[], slug: string): LibraryFile[] {
  return library
    .filter((file) => file.scope.subject === slug)
    .sort((a, b) => compareTimes(b.record.uploadedAt, a.record.uploadedAt));
}

/** The files whose name holds every word of `query`, in any case and with or without accents. */
export function filesMatching(files: readonly LibraryFile[], query: string): LibraryFile[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return files.filter((file) => {
    const name = normalise(file.record.fileName);
    return words.every((word) => name.includes(word));
  });
}

import type { LibraryFile } from '../library/library-files';

/**
 * The files Recent shows: those the student opened or uploaded lately (`marked`, newest first),
 * then, while fewer than `limit`, the student's own files newest first. A deleted file leaves the
 * list, and the next file of the student's history takes its place instead of the list running
 * dry. `library` is newest first, as readLibrary gives it.
 */
export function recentFiles(
  marked: readonly LibraryFile[],
  library: readonly LibraryFile[],
  uid: string | undefined,
  limit: number,
): LibraryFile[] {
  const shown = marked.slice(0, limit);
  if (shown.length === limit || uid === undefined) return shown;
  const listed = new Set(shown.map(keyOf));
  for (const file of library) {
    if (shown.length === limit) break;
    if (file.record.uploadedBy !== uid || listed.has(keyOf(file))) continue;
    shown.push(file);
  }
  return shown;
}

// JSON of the pair: no separator a list key or id could contain makes two files one.
const keyOf = (file: LibraryFile) => JSON.stringify([file.layout.listKey, file.record.id]);

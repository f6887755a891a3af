/**
 * Where each file sits in a backup: a readable folder per kind, subject and paper type
 * (`notes/dsa/…`, `papers/big-data/mid-sem/…`, `schedules/…`, `books/ai-ml/…`).
 */
import { LIST_KEYS, type MaterialKindId } from '../../storage/keys';
import { numberedName } from '../../shared/numbered-name';

/** The folder of a list: the kind, then the parts of its key (subject, paper type). */
export function folderOf(kind: MaterialKindId, listKey: string): string | null {
  const parts: readonly string[] | null = LIST_KEYS[kind].parts(listKey);
  return parts ? [kind, ...parts].join('/') : null;
}

/** A file name safe as one path segment (no slashes, no dot-only names, no control characters). */
export function safeName(fileName: string): string {
  const cleaned = [...fileName]
    .map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 0x20 ? '_' : char))
    .join('')
    .trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? '_' : cleaned;
}

/** `name` in `folder`, numbered when the folder already has it: `week-3 (2).pdf`. */
export function uniquePath(folder: string, name: string, taken: Set<string>): string {
  const path = `${folder}/${numberedName(name, (candidate) => taken.has(`${folder}/${candidate}`))}`;
  taken.add(path);
  return path;
}

/** Whether a path stays inside the library's folders: a kind's folder, no `..`, not absolute. */
export function isLibraryPath(path: string): boolean {
  const segments = path.split('/');
  return (
    segments.length >= 2 &&
    Object.keys(LIST_KEYS).includes(segments[0] ?? '') &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    !path.includes('\\')
  );
}

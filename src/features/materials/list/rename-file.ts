/**
 * Renaming a stored file: the student types a name, the file keeps its extension (the kind
 * accepted it for that extension, and it decides how the file opens), and no two files of a list
 * share a name.
 */
import { renameFile, type StorageLayout, type StoredFileRecord } from '../../../storage/file-store';
import { fileExtension } from '../../library/file-extension';
import { nameProblem } from '../../library/file-name-rules';

export const renameMessages = {
  empty: 'Type a name for the file.',
  slash: 'A file name cannot hold / or \\.',
  direction: 'A file name cannot hold characters that change the direction of its text.',
  tooLong: 'A file name can be at most 255 characters.',
  taken: (name: string) => `A file named '${name}' is already in this list.`,
  failed: 'The file could not be renamed. Please try again.',
} as const;

/** The name `typed` gives the file, its extension kept; or why it cannot be one. */
export function newFileName(
  record: StoredFileRecord,
  typed: string,
  listed: readonly StoredFileRecord[],
): { name: string } | { error: string } {
  const trimmed = typed.trim();
  if (trimmed === '') return { error: renameMessages.empty };
  const problem = nameProblem(trimmed);
  if (problem)
    return { error: problem === 'direction' ? renameMessages.direction : renameMessages.slash };
  const extension = fileExtension(record.fileName);
  const name =
    extension === '' || trimmed.toLowerCase().endsWith(extension)
      ? trimmed
      : `${trimmed}${extension}`;
  if (name.length > 255) return { error: renameMessages.tooLong };
  const clash = listed.some(
    (other) => other.id !== record.id && other.fileName.toLowerCase() === name.toLowerCase(),
  );
  return clash ? { error: renameMessages.taken(name) } : { name };
}

/** Renames the file; resolves to null when done, or to what to tell the student. */
export async function renameStoredFile(
  { record, layout }: { record: StoredFileRecord; layout: StorageLayout },
  typed: string,
  uid: string,
  listed: readonly StoredFileRecord[],
): Promise<string | null> {
  const named = newFileName(record, typed, listed);
  if ('error' in named) return named.error;
  if (named.name === record.fileName) return null;
  try {
    await renameFile(layout, record.id, named.name, uid);
    return null;
  } catch {
    return renameMessages.failed;
  }
}

/**
 * Search over the device's files: every word of the query must appear, ignoring case and accents,
 * in the file's name, its subject's names, its paper type or its kind. A plain substring match
 * answers a 5,000-file library in a few milliseconds, so no index library is needed.
 */
import { normalise } from '../../shared/fold-text';
import type { LibraryFile } from '../library/library-files';

export { normalise };

export interface SearchEntry {
  file: LibraryFile;
  /** Everything searched, normalised once. */
  text: string;
  /** The file name alone, normalised: a match there ranks first. */
  name: string;
}

export function searchEntries(library: readonly LibraryFile[]): SearchEntry[] {
  return library.map((file) => {
    const { names, kind, record } = file;
    const words = [
      record.fileName,
      names.subject,
      names.subjectFullName,
      names.paperType,
      kind.label,
    ];
    return {
      file,
      text: normalise(words.filter(Boolean).join(' \u0000 ')),
      name: normalise(record.fileName),
    };
  });
}

/**
 * The files matching `query`, those whose name holds the whole query first, then newest first
 * (the order `entries` came in). An empty query matches nothing.
 */
export function searchLibrary(entries: readonly SearchEntry[], query: string): LibraryFile[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const whole = words.join(' ');
  const inName: LibraryFile[] = [];
  const elsewhere: LibraryFile[] = [];
  for (const entry of entries) {
    if (!words.every((word) => entry.text.includes(word))) continue;
    (entry.name.includes(whole) ? inName : elsewhere).push(entry.file);
  }
  return [...inName, ...elsewhere];
}

import { useEffect, useState } from 'react';
import { watchLists } from '../../../storage/file-store';
import type { KindSettings } from '../kinds/kind-settings';
import { readLibrary, type LibraryFile } from './library-files';

export type FileCounts<K extends string> = Partial<Record<K, number>>;

/** The group a file is counted in, or undefined for a file not counted. */
export type CountKey<K extends string> = (file: LibraryFile) => K | undefined;

/** Counted by kind: the dashboard's cards. */
export const byKind: CountKey<KindSettings['kind']> = (file) => file.kind.kind;

/** Counted by subject: a section's subject cards (a subject's papers of both types together). */
export const bySubject: CountKey<string> = (file) => file.scope.subject;

/** Counted by subject and paper type, keyed `{subject}/{paperType}`: a subject's paper types. */
export const bySubjectAndPaperType: CountKey<string> = ({ scope }) =>
  scope.subject !== undefined && scope.paperType !== undefined
    ? `${scope.subject}/${scope.paperType}`
    : undefined;

function countFiles<K extends string>(
  kinds: readonly KindSettings[],
  keyOf: CountKey<K>,
): FileCounts<K> {
  const counts: FileCounts<K> = {};
  for (const file of readLibrary(kinds)) {
    const key = keyOf(file);
    if (key !== undefined) counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * How many files of `kinds` this device holds in each group, kept current as uploads and deletes
 * finish in any tab. `kinds` and `keyOf` are expected to be constants of the module that asks.
 */
export function useFileCounts<K extends string>(
  kinds: readonly KindSettings[],
  keyOf: CountKey<K>,
): FileCounts<K> {
  const [counts, setCounts] = useState(() => countFiles(kinds, keyOf));
  useEffect(() => {
    const recount = () => setCounts(countFiles(kinds, keyOf));
    window.addEventListener('storage', recount);
    const stopWatching = watchLists(recount);
    return () => {
      window.removeEventListener('storage', recount);
      stopWatching();
    };
  }, [kinds, keyOf]);
  return counts;
}

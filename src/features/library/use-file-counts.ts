import { useCallback, useMemo } from 'react';
import { listLibrary } from '../../storage/file-store';
import { isListKey } from '../../storage/keys';
import type { KindSettings, MaterialScope } from './kinds/kind-settings';
import { placeOf } from './library-files';
import { useStored } from './use-stored';

export type FileCounts<K extends string> = Partial<Record<K, number>>;

/** Where a list's files are: its kind and scope. */
interface ListPlace {
  kind: KindSettings;
  scope: MaterialScope;
}

/** The group a list's files are counted in, or undefined for a list not counted. */
export type CountKey<K extends string> = (place: ListPlace) => K | undefined;

/** Counted by kind: the dashboard's cards. */
export const byKind: CountKey<KindSettings['kind']> = ({ kind }) => kind.kind;

/** Counted by subject: a section's subject cards (a subject's papers of both types together). */
export const bySubject: CountKey<string> = ({ scope }) => scope.subject;

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
  // A list at a time: no object per file, which a library of thousands would make on every count.
  for (const { listKey, records } of listLibrary()) {
    const place = placeOf(kinds, listKey);
    const key = place && keyOf(place);
    if (key && records.length > 0) counts[key] = (counts[key] ?? 0) + records.length;
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
  const count = useCallback(() => countFiles(kinds, keyOf), [kinds, keyOf]);
  return useStored(count, isListKey);
}

/** The counts of one kind's files, as a section's own screens show them. */
export function useKindFileCounts<K extends string>(
  kind: KindSettings,
  keyOf: CountKey<K>,
): FileCounts<K> {
  return useFileCounts(
    useMemo(() => [kind], [kind]),
    keyOf,
  );
}

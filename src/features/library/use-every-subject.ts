import { useMemo, useSyncExternalStore } from 'react';
import { readOwnSubjects, subscribeOwnSubjects } from '../../storage/own-subjects-store';
import type { KindSettings } from './kinds/kind-settings';
import { everySubject, type SubjectName } from './subject-names';

/** Every subject of `kinds`, the student's own included, drawn again when those change. */
export function useEverySubject(kinds: readonly KindSettings[]): SubjectName[] {
  const own = useSyncExternalStore(subscribeOwnSubjects, readOwnSubjects, readOwnSubjects);
  // The kinds read the own subjects through their scopes: `own` changing is what makes them new.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => everySubject(kinds), [kinds, own]);
}

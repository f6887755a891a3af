/**
 * Every subject of the kinds, the student's own included, by its names: what the search of the
 * navigation bar offers to open a subject's page by.
 */
import { normalise } from '../../shared/fold-text';
import type { KindSettings } from './kinds/kind-settings';

/** One subject of any kind, for the search: its slug and names. */
export interface SubjectName {
  slug: string;
  name: string;
  fullName?: string;
}

/** Every subject of `kinds`, once each, named as its first kind names it. */
export function everySubject(kinds: readonly KindSettings[]): SubjectName[] {
  const found = new Map<string, SubjectName>();
  for (const kind of kinds) {
    for (const scope of kind.scopes()) {
      if (scope.subject === undefined || found.has(scope.subject)) continue;
      const names = kind.names(scope);
      found.set(scope.subject, {
        slug: scope.subject,
        name: names.subject ?? scope.subject,
        fullName: names.subjectFullName,
      });
    }
  }
  return [...found.values()];
}

/** The subjects whose names hold every word of `query`, in any case and with or without accents. */
export function subjectsMatching(subjects: readonly SubjectName[], query: string): SubjectName[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return subjects.filter((subject) => {
    const text = normalise(`${subject.name} ${subject.fullName ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

import { useCallback, useSyncExternalStore } from 'react';
import { subscribeOwnSubjects, type OwnSubject } from '../../../storage/own-subjects-store';
import { ownSubjectOf } from './own-subjects';
import type { Semester } from './subject-entry';

/** A kind's semesters, drawn again when the student adds, renames or removes a subject. */
export function useSemesters(semesters: () => readonly Semester[]): readonly Semester[] {
  return useSyncExternalStore(subscribeOwnSubjects, semesters, semesters);
}

/** The own subject `slug`, or undefined when it is one of the spec's (or was removed). */
export function useOwnSubject(slug: string): OwnSubject | undefined {
  const read = useCallback(() => ownSubjectOf(slug), [slug]);
  return useSyncExternalStore(subscribeOwnSubjects, read, read);
}

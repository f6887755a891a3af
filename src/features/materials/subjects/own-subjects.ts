/**
 * The student's own subjects as subject entries: each kind with subjects lists them after the
 * spec's, in the semester they were added to. A kind whose spec list has the slug already keeps
 * its own entry for it (notes' "DSA" is not books' "Advance DSA", but an own "Advance DSA" added
 * from the notes joins books' spec subject on its page).
 */
import { readOwnSubjects, type OwnSubject } from '../../../storage/own-subjects-store';
import { slugify } from '../../../storage/keys';
import type { Semester, SubjectEntry } from './subject-entry';

/** The accent of an own subject's card: one neutral colour, the spec's cards keep theirs. */
const OWN_COLOUR = 'bg-accent-slate';

function ownEntry(subject: OwnSubject, pathFor: (subjectId: string) => string): SubjectEntry {
  const id = slugify(subject.name);
  return {
    id,
    name: subject.name,
    fullName: subject.name,
    description: 'A subject you added.',
    colour: OWN_COLOUR,
    path: pathFor(id),
    own: true,
  };
}

/**
 * The semesters of `spec` with the own subjects after each semester's spec subjects. The same
 * object is returned while the own subjects stay the same, so a view's memo holds.
 */
export function semestersWithOwn(
  spec: readonly Semester[],
  pathFor: (subjectId: string) => string,
): () => readonly Semester[] {
  const known = new Set(spec.flatMap(({ subjects }) => subjects.map(({ id }) => id)));
  let memo: { own: readonly OwnSubject[]; semesters: readonly Semester[] } | null = null;
  return () => {
    const own = readOwnSubjects();
    if (memo?.own !== own) {
      const extra = own.filter(({ name }) => !known.has(slugify(name)));
      memo = {
        own,
        semesters: spec.map((semester) => ({
          ...semester,
          subjects: [
            ...semester.subjects,
            ...extra
              .filter((subject) => subject.semester === semester.id)
              .map((subject) => ownEntry(subject, pathFor)),
          ],
        })),
      };
    }
    return memo.semesters;
  };
}

/** The own subject whose slug is `slug`, if the student added one. */
export function ownSubjectOf(slug: string | undefined): OwnSubject | undefined {
  return slug === undefined
    ? undefined
    : readOwnSubjects().find(({ name }) => slugify(name) === slug);
}

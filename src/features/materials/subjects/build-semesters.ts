import { slugify } from '../../../storage/keys';
import type { Semester, SemesterId, SubjectEntry } from './subject-entry';

/** What a subject list writes by hand; the id (its slug) and the path are derived. */
export type SubjectText = Pick<SubjectEntry, 'name' | 'fullName' | 'description' | 'colour'>;

/**
 * Semester 1 and Semester 2 of a subject list: each subject's id is the slug of its name,
 * and its card leads to `pathFor(id)`.
 */
export function buildSemesters(
  [first, second]: readonly [readonly SubjectText[], readonly SubjectText[]],
  pathFor: (subjectId: string) => string,
): readonly Semester[] {
  const semester = (id: SemesterId, subjects: readonly SubjectText[]): Semester => ({
    id,
    name: `Semester ${id}`,
    subjects: subjects.map((text) => {
      const slug = slugify(text.name);
      return { ...text, id: slug, path: pathFor(slug) };
    }),
  });
  return [semester(1, first), semester(2, second)];
}

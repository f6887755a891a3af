import type { Crumb } from '../../../ui/breadcrumbs';
import { findSubject, semesterOf, type Semester } from './subject-entry';

/**
 * The breadcrumb steps to a subject: its kind's section, its semester, the subject (a link to
 * `subjectTo` when a screen below the subject is shown).
 */
export function subjectTrail(
  section: Crumb,
  semesters: readonly Semester[],
  slug: string | undefined,
  subjectTo?: string,
): Crumb[] {
  const semester = semesterOf(semesters, slug);
  const subject = findSubject(semesters, slug);
  return [
    section,
    ...(semester ? [{ label: semester.name }] : []),
    { label: subject?.name ?? slug ?? '', to: subjectTo },
  ];
}

/** The last step of an upload screen's trail. */
export const UPLOAD_CRUMB: Crumb = { label: 'Upload' };

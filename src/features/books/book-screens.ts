/** The reference books' upload and list screens, described for the shared MaterialScreen. */
import type { Params } from 'wouter';
import { paths } from '../../config/paths';
import type { MaterialScreenDefinition } from '../materials/components/material-screen';
import { slugUpperCase } from '../../shared/slug-title';
import { booksSettings } from './book-settings';
import { requireSubject } from '../library/kinds/scope';
import { findSubject } from '../materials/subjects/subject-entry';
import { subjectTrail, UPLOAD_CRUMB } from '../materials/subjects/subject-trail';
import { referenceBooksList } from './book-subjects';

const BOOKS_SECTION = { label: 'Books', to: paths.referenceBooks.href() };

/** Both screens name their list by a known subject and lead back to the subject list. */
const bothScreens = {
  settings: booksSettings,
  scopeFrom: (params: Readonly<Params>) => {
    const subject = findSubject(referenceBooksList.semesters(), params.subject);
    return subject ? { subject: subject.id } : null;
  },
};

/** /upload-reference-books/{subject}: titled with the subject in upper case (spec). */
export const uploadBooksScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'upload',
  title: (scope) => slugUpperCase(requireSubject(scope)),
  trail: (scope) => [
    ...subjectTrail(
      BOOKS_SECTION,
      referenceBooksList.semesters(),
      scope.subject,
      paths.viewReferenceBooks.href(requireSubject(scope)),
    ),
    UPLOAD_CRUMB,
  ],
  intro: () => 'Upload reference books for this subject. They stay on this device.',
};

/** /view-reference-books/{subject} */
export const viewBooksScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'list',
  title: (scope) => `${slugUpperCase(requireSubject(scope))} Reference Books`,
  trail: (scope) => subjectTrail(BOOKS_SECTION, referenceBooksList.semesters(), scope.subject),
  intro: () => 'The reference books stored on this device for this subject.',
};

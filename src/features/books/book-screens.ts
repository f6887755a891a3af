/** The reference books' upload and list screens, described for the shared MaterialScreen. */
import type { Params } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { MaterialScreenDefinition } from '../materials/components/material-screen';
import { slugUpperCase } from '../materials/format/slug-title';
import { booksSettings } from './book-settings';
import { requireSubject } from '../materials/kinds/scope';
import { findSubject } from '../materials/subjects/subject-entry';
import { referenceBooksList } from './book-subjects';

/** Both screens name their list by a known subject and lead back to the subject list. */
const bothScreens = {
  settings: booksSettings,
  scopeFrom: (params: Readonly<Params>) => {
    const subject = findSubject(referenceBooksList.semesters, params.subject);
    return subject ? { subject: subject.id } : null;
  },
  back: () => ({ to: paths.referenceBooks.href(), label: 'All subjects' }),
};

/** /upload-reference-books/{subject}: titled with the subject in upper case (spec). */
export const uploadBooksScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'upload',
  title: (scope) => slugUpperCase(requireSubject(scope)),
  intro: () => 'Upload reference books for this subject. They stay on this device.',
};

/** /view-reference-books/{subject} */
export const viewBooksScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'list',
  title: (scope) => `${slugUpperCase(requireSubject(scope))} Reference Books`,
  intro: () => 'The reference books stored on this device for this subject, newest first.',
};

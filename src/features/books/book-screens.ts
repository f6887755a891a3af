/** The reference books' upload and list screens, described for the shared MaterialScreen. */
import type { Params } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { MaterialScreenDefinition } from '../materials/components/material-screen';
import { slugUpperCase } from '../materials/format/slug-title';
import { booksSettings } from '../materials/kinds/books';
import { requireSubject } from '../materials/kinds/scope';
import { findSubject } from '../materials/subjects/subject-entry';
import { BOOK_SEMESTERS } from './book-subjects';

const bookScope = (params: Readonly<Params>) => {
  const subject = findSubject(BOOK_SEMESTERS, params.subject);
  return subject ? { subject: subject.id } : null;
};

const backToSubjects = () => ({ to: paths.referenceBooks.href(), label: 'All subjects' });

/** /upload-reference-books/{subject}: titled with the subject in upper case (spec). */
export const uploadBooksScreen: MaterialScreenDefinition = {
  settings: booksSettings,
  shows: 'upload',
  scopeFrom: bookScope,
  title: (scope) => slugUpperCase(requireSubject(scope)),
  intro: () => 'Upload reference books for this subject. They stay on this device.',
  back: backToSubjects,
};

/** /view-reference-books/{subject} */
export const viewBooksScreen: MaterialScreenDefinition = {
  settings: booksSettings,
  shows: 'list',
  scopeFrom: bookScope,
  title: (scope) => `${slugUpperCase(requireSubject(scope))} Reference Books`,
  intro: () => 'The reference books stored on this device for this subject, newest first.',
  back: backToSubjects,
};

import { paths } from '../../config/paths';
import type { SubjectListDefinition } from '../materials/components/subject-list-screen';
import { paperBookSemesters } from '../materials/subjects/paper-book-subjects';

/** /reference-books: the subjects, each card leading to the subject's book upload. */
export const referenceBooksList: SubjectListDefinition = {
  section: 'Books',
  title: 'Reference Books',
  intro: 'Choose a subject to share and read its reference books.',
  semesters: paperBookSemesters(paths.uploadReferenceBooks.href),
};

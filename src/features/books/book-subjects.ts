import { paths } from '../../config/paths';
import { paperBookSemesters } from '../materials/subjects/paper-book-subjects';

/** The reference books' subjects: each card leads to the subject's book upload. */
export const BOOK_SEMESTERS = paperBookSemesters(paths.uploadReferenceBooks.href);

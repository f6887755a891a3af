import { paths } from '../../config/paths';
import { paperBookSemesters } from '../materials/subjects/paper-book-subjects';

/** The papers' subjects: each card leads to the subject's paper-type choice. */
export const PAPER_SEMESTERS = paperBookSemesters(paths.paperTypes.href);

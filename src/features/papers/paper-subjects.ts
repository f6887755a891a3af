import { paths } from '../../config/paths';
import type { SubjectListDefinition } from '../materials/components/subject-list-screen';
import { paperBookSemesters } from '../materials/subjects/paper-book-subjects';

/** /question-papers: the subjects, each card leading to the subject's paper-type choice. */
export const questionPapersList: SubjectListDefinition = {
  section: 'Papers',
  title: 'Question Papers',
  intro: 'Choose a subject to upload or view its mid-semester and end-semester papers.',
  semesters: paperBookSemesters(paths.paperTypes.href),
};

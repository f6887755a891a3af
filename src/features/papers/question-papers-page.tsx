import { SubjectListScreen } from '../materials/components/subject-list-screen';
import { PAPER_SEMESTERS } from './paper-subjects';

/** /question-papers: semester tabs of subjects, each leading to its paper-type choice. */
export function QuestionPapersPage() {
  return (
    <SubjectListScreen
      title="Question Papers"
      intro="Choose a subject to upload or view its mid-semester and end-semester papers."
      semesters={PAPER_SEMESTERS}
    />
  );
}

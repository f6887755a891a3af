import { SubjectListScreen } from '../../materials/components/subject-list-screen';
import { questionPapersList } from '../paper-subjects';

/** /question-papers */
export function QuestionPapersPage() {
  return <SubjectListScreen {...questionPapersList} />;
}

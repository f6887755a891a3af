import { SubjectListScreen } from '../../materials/components/subject-list-screen';
import { questionPapersList } from '../paper-subjects';
import { papersSettings } from '../paper-settings';

/** /question-papers */
export function QuestionPapersPage() {
  return <SubjectListScreen {...questionPapersList} kind={papersSettings} />;
}

import { SubjectListScreen } from '../../materials/components/subject-list-screen';
import { questionPapersList } from '../paper-subjects';
import { papersSettings } from '../paper-settings';

// The kind whose files each subject card counts.
const KINDS = [papersSettings];

/** /question-papers */
export function QuestionPapersPage() {
  return <SubjectListScreen {...questionPapersList} kinds={KINDS} />;
}

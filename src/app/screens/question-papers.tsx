import { SubjectListScreen } from '../../features/materials/components/subject-list-screen';
import { questionPapersList } from '../../features/papers/paper-subjects';

export default function QuestionPapersScreen() {
  return <SubjectListScreen {...questionPapersList} />;
}

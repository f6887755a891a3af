export { QuestionPapersPage as default } from '../../features/papers/question-papers-page';

import { referenceBooksList } from '../../features/books/book-subjects';
import { SubjectListScreen } from '../../features/materials/components/subject-list-screen';

export default function ReferenceBooksScreen() {
  return <SubjectListScreen {...referenceBooksList} />;
}

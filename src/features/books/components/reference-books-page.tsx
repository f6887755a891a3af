import { SubjectListScreen } from '../../materials/components/subject-list-screen';
import { referenceBooksList } from '../book-subjects';

/** /reference-books */
export function ReferenceBooksPage() {
  return <SubjectListScreen {...referenceBooksList} />;
}

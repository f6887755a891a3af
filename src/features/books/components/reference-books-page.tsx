import { SubjectListScreen } from '../../materials/components/subject-list-screen';
import { referenceBooksList } from '../book-subjects';
import { booksSettings } from '../book-settings';

/** /reference-books */
export function ReferenceBooksPage() {
  return <SubjectListScreen {...referenceBooksList} kind={booksSettings} />;
}

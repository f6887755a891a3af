import { SubjectListScreen } from '../../materials/components/subject-list-screen';
import { referenceBooksList } from '../book-subjects';
import { booksSettings } from '../book-settings';

// The kind whose files each subject card counts.
const KINDS = [booksSettings];

/** /reference-books */
export function ReferenceBooksPage() {
  return <SubjectListScreen {...referenceBooksList} kinds={KINDS} />;
}

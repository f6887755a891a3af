import { SubjectListScreen } from '../materials/components/subject-list-screen';
import { BOOK_SEMESTERS } from './book-subjects';

/** /reference-books: semester tabs of subjects, each leading to its book upload. */
export function ReferenceBooksPage() {
  return (
    <SubjectListScreen
      title="Reference Books"
      intro="Choose a subject to share and read its reference books."
      semesters={BOOK_SEMESTERS}
    />
  );
}

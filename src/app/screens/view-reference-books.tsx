import { MaterialScreen } from '../../features/materials/components/material-screen';
import { viewBooksScreen } from '../../features/books/book-screens';
import Landing from './landing';

/** A route naming no known list is an unknown path: it shows the landing screen. */
export default function ViewReferenceBooksScreen() {
  return <MaterialScreen definition={viewBooksScreen} notFound={<Landing />} />;
}

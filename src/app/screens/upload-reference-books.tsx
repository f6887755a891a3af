import { MaterialScreen } from '../../features/materials/components/material-screen';
import { uploadBooksScreen } from '../../features/books/book-screens';
import Landing from './landing';

/** A route naming no known list is an unknown path: it shows the landing screen. */
export default function UploadReferenceBooksScreen() {
  return <MaterialScreen definition={uploadBooksScreen} notFound={<Landing />} />;
}

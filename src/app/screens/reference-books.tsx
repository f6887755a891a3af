export { ReferenceBooksPage as default } from '../../features/books/reference-books-page';

import { paths } from '../../config/paths';
import { LIST_KEYS } from '../../storage/keys';
import { slugUpperCase } from '../../shared/slug-title';
import type { KindSettings } from '../library/kinds/kind-settings';
import { MAX_FILE_BYTES, OTHER_LARGE_THRESHOLD } from '../library/kinds/limits';
import { sharedMessages, sharedUploadRules } from '../library/kinds/paper-schedule-book-messages';
import { requireSubject } from '../library/kinds/scope';
import {
  isPaperBookSubject,
  paperBookNames,
  paperBookSubjects,
} from '../materials/subjects/paper-book-subjects';

/** Reference books: per subject; a large file is one record in the file store. */
export const booksSettings: KindSettings = {
  kind: 'books',
  label: 'Reference books',
  names: (scope) => paperBookNames(requireSubject(scope)),
  extensions: ['.pdf', '.jpeg', '.jpg', '.png', '.epub', '.doc', '.docx'],
  maxFileBytes: MAX_FILE_BYTES,
  ...sharedUploadRules,
  layout: (scope) => ({
    listKey: LIST_KEYS.books.key(requireSubject(scope)),
    largeThreshold: OTHER_LARGE_THRESHOLD,
    largeFormat: 'single',
  }),
  knowsScope: (scope) => isPaperBookSubject(scope.subject),
  scopes: () => paperBookSubjects().map((subject) => ({ subject })),
  idPrefix: (scope) => ['refbooks', requireSubject(scope)],
  routes: {
    upload: (scope) => paths.uploadReferenceBooks.href(requireSubject(scope)),
    view: (scope) => paths.viewReferenceBooks.href(requireSubject(scope)),
  },
  upload: {
    buttonLabel: 'Upload Books',
    viewLinkLabel: 'View Uploaded Books',
    viewLinkOnlyWhenEmpty: true,
  },
  list: {
    loadingText: 'Loading reference books...',
    emptyTitle: 'No Reference Books Found',
    emptyText: (scope) =>
      `No reference books have been uploaded for ${slugUpperCase(requireSubject(scope))} yet. Be the first to upload a book!`,
    emptyActionLabel: 'Upload First Book',
    uploadActionLabel: 'Upload More Books',
    canClearAll: false,
  },
  messages: {
    ...sharedMessages,
    unsupported: (fileName) =>
      `File ${fileName} is not a supported format. Please upload PDF, image, EPUB, or Word document files.`,
    success: (count) => `Successfully uploaded ${count} reference book(s)!`,
    confirmDelete: 'Are you sure you want to delete this reference book?',
  },
};

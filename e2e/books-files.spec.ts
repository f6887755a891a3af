import { defineKindFileTests, PAPER_SCHEDULE_BOOK_RULES } from './kinds-suite';

defineKindFileTests({
  ...PAPER_SCHEDULE_BOOK_RULES,
  label: 'books',
  uploadPath: '/upload-reference-books/testing-and-verification',
  viewPath: '/view-reference-books/testing-and-verification',
  uploadHeading: 'TESTING AND VERIFICATION',
  viewHeading: 'TESTING AND VERIFICATION Reference Books',
  listKey: 'refbooks_testing-and-verification',
  idPattern: /^refbooks_testing-and-verification_\d{13}_[a-z0-9]+$/,
  scopeFields: { subject: 'testing-and-verification' },
  largeFormat: 'single',
  uploadButton: 'Upload Books',
  viewLinkLabel: 'View Uploaded Books',
  viewButton: 'View',
  success: (count) => `Successfully uploaded ${count} reference book(s)!`,
  confirmDelete: 'Are you sure you want to delete this reference book?',
  loadingText: 'Loading reference books...',
  emptyTitle: 'No Reference Books Found',
  emptyText:
    'No reference books have been uploaded for TESTING AND VERIFICATION yet. Be the first to upload a book!',
  emptyAction: 'Upload First Book',
  acceptedNames: [
    'book.pdf',
    'cover.jpeg',
    'cover.jpg',
    'cover.png',
    'novel.epub',
    'notes.doc',
    'notes.docx',
  ],
  small: { name: 'cover.png', type: 'image/png' },
  large: { name: 'model-checking-textbook.pdf', type: 'application/pdf' },
  viewed: 'small',
  unsupported: {
    name: 'lecture.mp3',
    message:
      'File lecture.mp3 is not a supported format. Please upload PDF, image, EPUB, or Word document files.',
  },
});

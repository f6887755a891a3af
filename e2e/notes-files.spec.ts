import { defineKindFileTests, type KindUnderTest } from './kinds-suite';

export const notes: KindUnderTest = {
  label: 'notes',
  uploadPath: '/upload-notes/big-data',
  viewPath: '/view-notes/big-data',
  uploadHeading: 'Upload Notes: Big Data Analytics',
  viewHeading: 'Big Data Analytics Notes',
  listKey: 'notes_big-data',
  idPattern: /^notes_big-data_\d{13}_[a-z0-9]{9}$/,
  scopeFields: { subject: 'big-data' },
  largeFormat: 'chunked',
  uploadButton: 'Upload Files',
  viewLinkLabel: 'View uploaded notes',
  viewLinkWhileSelected: true,
  opensListAfterUpload: true,
  firstMilestone: 0,
  tooLarge: {
    refusedOnPick: false,
    message: (name) => `The following files are too large (max 100 MB per file): ${name}`,
  },
  viewButton: 'View',
  success: (count) => `Successfully uploaded ${count} file(s)! Opening your notes...`,
  confirmDelete: 'Are you sure you want to delete this file?',
  loadingText: 'Loading notes...',
  emptyTitle: 'No files uploaded yet',
  emptyText: 'Notes you upload for this subject appear here.',
  emptyAction: 'Upload Files',
  acceptedNames: [
    'lecture.pdf',
    'essay.doc',
    'essay.docx',
    'slides.ppt',
    'slides.pptx',
    'summary.txt',
    'board.jpg',
    'board.jpeg',
    'diagram.png',
    'animation.gif',
  ],
  small: { name: 'summary.pdf', type: 'application/pdf' },
  large: { name: 'recorded-lecture.png', type: 'image/png' },
  viewed: 'large',
  unsupported: {
    name: 'setup.exe',
    message:
      'File setup.exe is not a supported format. Please upload PDF, Word, PowerPoint, text or image files.',
  },
};

defineKindFileTests(notes);

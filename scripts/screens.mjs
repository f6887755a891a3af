// Every screen of the app, for the screenshots script and the layout tests: what a visitor sees
// signed out, and what a signed-in student sees with a few files of each kind stored.

/** @type {[name: string, path: string][]} */
export const PUBLIC_SCREENS = [
  ['landing', '/'],
  ['sign-in', '/signin'],
  ['sign-up', '/signup'],
  ['forgot-password', '/forgot-password'],
];

/** @type {[name: string, path: string][]} */
export const SIGNED_IN_SCREENS = [
  ['branch-selection', '/branch-selection'],
  ['dashboard', '/dashboard'],
  ['subject-notes', '/subject-notes'],
  ['upload-notes', '/upload-notes/dsa'],
  ['view-notes', '/view-notes/dsa'],
  ['question-papers', '/question-papers'],
  ['paper-types', '/question-papers/big-data'],
  ['subject', '/subjects/big-data'],
  ['upload-papers', '/upload-papers/big-data/mid-sem'],
  ['view-papers', '/view-papers/big-data/mid-sem'],
  ['upload-schedule', '/upload-schedule'],
  ['view-schedules', '/view-schedules'],
  ['reference-books', '/reference-books'],
  ['upload-books', '/upload-reference-books/ai-ml'],
  ['view-books', '/view-reference-books/ai-ml'],
  ['contact', '/contact'],
];

/**
 * The files each list holds for those screens: long names, as students' files have.
 * @type {{ uploadPath: string, button: string, names: string[] }[]}
 */
export const SAMPLE_UPLOADS = [
  {
    uploadPath: '/upload-notes/dsa',
    button: 'Upload Files',
    names: ['week-1-arrays-and-complexity-analysis.pdf', 'week-2-linked-lists.pdf'],
  },
  {
    uploadPath: '/upload-papers/big-data/mid-sem',
    button: 'Upload Papers',
    names: ['big-data-mid-semester-examination-2025.pdf'],
  },
  { uploadPath: '/upload-schedule', button: 'Upload Schedules', names: ['semester-timetable.pdf'] },
  {
    uploadPath: '/upload-reference-books/ai-ml',
    button: 'Upload Books',
    names: ['pattern-recognition-and-machine-learning.pdf'],
  },
];

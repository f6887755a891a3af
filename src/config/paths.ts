import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/** Every route of the spec's route table, with typed href builders. */
export type PaperType = 'mid-sem' | 'end-sem';

export const paths = {
  landing: { path: '/', href: () => '/' },
  signIn: { path: '/signin', href: () => '/signin' },
  signUp: { path: '/signup', href: () => '/signup' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  branchSelection: { path: '/branch-selection', href: () => '/branch-selection' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  subjectNotes: { path: '/subject-notes', href: () => '/subject-notes' },
  uploadNotes: {
    path: '/upload-notes/:subject',
    href: (subject: string) => `/upload-notes/${encodeURIComponent(subject)}`,
  },
  viewNotes: {
    path: '/view-notes/:subject',
    href: (subject: string) => `/view-notes/${encodeURIComponent(subject)}`,
  },
  questionPapers: { path: '/question-papers', href: () => '/question-papers' },
  paperTypes: {
    path: '/question-papers/:subject',
    href: (subject: string) => `/question-papers/${encodeURIComponent(subject)}`,
  },
  uploadPapers: {
    path: '/upload-papers/:subject/:paperType',
    href: (subject: string, paperType: PaperType) =>
      `/upload-papers/${encodeURIComponent(subject)}/${paperType}`,
  },
  viewPapers: {
    path: '/view-papers/:subject/:paperType',
    href: (subject: string, paperType: PaperType) =>
      `/view-papers/${encodeURIComponent(subject)}/${paperType}`,
  },
  uploadSchedule: { path: '/upload-schedule', href: () => '/upload-schedule' },
  viewSchedules: { path: '/view-schedules', href: () => '/view-schedules' },
  referenceBooks: { path: '/reference-books', href: () => '/reference-books' },
  uploadReferenceBooks: {
    path: '/upload-reference-books/:subject',
    href: (subject: string) => `/upload-reference-books/${encodeURIComponent(subject)}`,
  },
  viewReferenceBooks: {
    path: '/view-reference-books/:subject',
    href: (subject: string) => `/view-reference-books/${encodeURIComponent(subject)}`,
  },
  /** Beyond the spec's table: one subject's notes, papers and books, gathered. */
  subject: {
    path: '/subjects/:subject',
    href: (subject: string) => `/subjects/${encodeURIComponent(subject)}`,
  },
  contact: { path: '/contact', href: () => '/contact' },
  trash: { path: '/trash', href: () => '/trash' },
  /** Beyond the spec's table: revision cards made from highlights and notes. */
  revise: { path: '/revise', href: () => '/revise' },
  send: { path: '/send', href: () => '/send' },
  receive: { path: '/receive', href: () => '/receive' },
  devices: { path: '/devices', href: () => '/devices' },
  /** A PDF opened with View: the app's own reader in a tab of its own (its token after the #). */
  viewFile: { path: '/view-file', href: (token: string) => `/view-file#${token}` },
} as const;

/** Whether `pathname` is on the route `pattern` (as the router matches it: any case, a trailing slash). */
export function pathMatches(pattern: string, pathname: string): boolean {
  return matchRoute(parse, pattern, pathname)[0];
}

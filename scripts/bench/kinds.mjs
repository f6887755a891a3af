// The kinds of material the benchmark drives, as data: adding a kind is adding an entry.
// Routes, keys and labels mirror SPEC.md and src/features/library/kinds (this script runs
// under plain Node, so it cannot import the TypeScript sources).

/** The app's IndexedDB (src/storage/keys.ts FILE_DB). */
export const FILE_DB = { name: 'StudyShelfFiles', store: 'files' };

export const KINDS = [
  {
    kind: 'notes',
    uploadPath: '/upload-notes/dsa',
    viewPath: '/view-notes/dsa',
    listKey: 'notes_dsa',
    subject: 'dsa',
    uploadButton: 'Upload Files',
    // Only the notes list is timed at 1,000 records: every kind shares the list component.
    render1000: true,
  },
  {
    kind: 'papers',
    uploadPath: '/upload-papers/advance-dsa/mid-sem',
    viewPath: '/view-papers/advance-dsa/mid-sem',
    listKey: 'papers_advance-dsa_mid-sem',
    subject: 'advance-dsa',
    uploadButton: 'Upload Papers',
  },
  {
    kind: 'schedules',
    uploadPath: '/upload-schedule',
    viewPath: '/view-schedules',
    listKey: 'lecture_schedules',
    uploadButton: 'Upload Schedules',
  },
  {
    kind: 'books',
    uploadPath: '/upload-reference-books/advance-dsa',
    viewPath: '/view-reference-books/advance-dsa',
    listKey: 'refbooks_advance-dsa',
    subject: 'advance-dsa',
    uploadButton: 'Upload Books',
  },
];

/** BENCH_KINDS=notes,papers narrows the run; unknown names are an error, not a silent no-op. */
export function selectKinds(filter) {
  if (!filter) return KINDS;
  const wanted = filter
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !KINDS.some((k) => k.kind === name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_KINDS: unknown kind(s) ${unknown.join(', ')} (known: ${KINDS.map((k) => k.kind).join(', ')})`,
    );
  }
  return KINDS.filter((k) => wanted.includes(k.kind));
}

/**
 * Every localStorage key and IndexedDB name of the spec, in one place.
 * Changing any of these orphans what students already stored: it needs a migration.
 */
export const STORAGE_KEYS = {
  branch: 'branch',
  userBranch: 'userBranch',
  tipDismissed: 'studyTipDismissed',
  notes: (subject: string) => `notes_${subject}`,
  papers: (subject: string, paperType: string) => `papers_${subject}_${paperType}`,
  schedules: 'lecture_schedules',
  books: (subject: string) => `refbooks_${subject}`,
} as const;

export const FILE_DB = {
  name: 'StudyShelfFiles',
  version: 2,
  store: 'files',
} as const;

/** Subject ids in keys and routes: lower case, every non-alphanumeric character a hyphen. */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

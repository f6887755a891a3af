/**
 * Every localStorage key and IndexedDB name of the spec, in one place.
 * Changing any of these orphans what students already stored: it needs a migration.
 */
export const STORAGE_KEYS = {
  branch: 'branch',
  userBranch: 'userBranch',
  tipDismissed: 'studyTipDismissed',
} as const;

/** The lists of one kind of material: how to build one list's key, and whether a key is one of them. */
interface ListKeys<Parts extends string[]> {
  key: (...parts: Parts) => string;
  owns: (key: string) => boolean;
}

/** Lists keyed by a prefix and their scope: `notes_{subject}`, `papers_{subject}_{paperType}`. */
function scopedLists<Parts extends string[]>(prefix: string): ListKeys<Parts> {
  return {
    key: (...parts) => `${prefix}${parts.join('_')}`,
    owns: (key) => key.startsWith(prefix),
  };
}

/** A kind with one shared list. */
function oneList(name: string): ListKeys<[]> {
  return { key: () => name, owns: (key) => key === name };
}

/**
 * The file lists of the spec, one entry per kind of material. The start-up sweep keeps the bytes
 * of every file any of these lists names, so a kind stores its list under a key from here.
 */
export const LIST_KEYS = {
  notes: scopedLists<[subject: string]>('notes_'),
  papers: scopedLists<[subject: string, paperType: string]>('papers_'),
  schedules: oneList('lecture_schedules'),
  books: scopedLists<[subject: string]>('refbooks_'),
} as const;

/** The kinds of material, as their lists name them. */
export type MaterialKindId = keyof typeof LIST_KEYS;

/** Whether `key` is the key of a file list of some kind of material. */
export function isListKey(key: string): boolean {
  return Object.values(LIST_KEYS).some((lists) => lists.owns(key));
}

export const FILE_DB = {
  name: 'StudyShelfFiles',
  version: 2,
  store: 'files',
} as const;

/** Subject ids in keys and routes: lower case, every non-alphanumeric character a hyphen. */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/**
 * Every localStorage key and IndexedDB name of the spec, in one place.
 * Changing any of these orphans what students already stored: it needs a migration.
 */
export const STORAGE_KEYS = {
  branch: 'branch',
  userBranch: 'userBranch',
  tipDismissed: 'studyTipDismissed',
  /** 'true' once the student chose "I understand" under the Home Screen guidance on iPhone. */
  homeScreenNotice: 'homeScreenNoticeAccepted',
  /** Each list's sort and filter choice: `{ [listKey]: ListView }` (see list-view-store). */
  listViews: 'listViews',
  /** The last library backup made on this device: `{ at: ISO, files: number }` (backup-store). */
  lastBackup: 'lastLibraryBackup',
  /** sessionStorage: the semester last chosen in each section, `{ [section]: 1 | 2 }` for the visit. */
  semesters: 'chosenSemesters',
  /**
   * The colour theme chosen on this device: 'light' or 'dark'; absent, the system's. public/theme.js
   * reads it before the first paint, so it is spelt there too (a test keeps the two alike).
   */
  theme: 'colourTheme',
  /** The subjects the student added beside the spec's: `OwnSubject[]` (own-subjects-store). */
  ownSubjects: 'ownSubjects',
  /** sessionStorage: '1' while this tab is away at Google for a sign-in by redirect. */
  googleRedirect: 'googleSignInRedirect',
  /**
   * 'unsafe' once this browser has been seen storing a `Blob.slice()` as its whole source (see
   * bytes-mode); absent otherwise. Kept for good: the fault is the engine's.
   */
  sliceVerdict: 'storedSlicesFaulty',
  /** The last repair of files that such a browser damaged: `{ at, repaired, removable, freedBytes }`. */
  sliceRepair: 'damagedFilesRepair',
} as const;

/** The lists of one kind of material: how to build one list's key, and whether a key is one of them. */
interface ListKeys<Parts extends string[]> {
  key: (...parts: Parts) => string;
  owns: (key: string) => boolean;
  /** The parts a key of these lists was built from, or null when it is not one of them. */
  parts: (key: string) => Parts | null;
}

/**
 * Lists keyed by a prefix and their scope: `notes_{subject}`, `papers_{subject}_{paperType}`.
 * Subject slugs hold no underscore (slugify makes it a hyphen), so the parts split back apart.
 */
function scopedLists<Parts extends string[]>(
  prefix: string,
  count: Parts['length'],
): ListKeys<Parts> {
  const owns = (key: string) => key.startsWith(prefix);
  return {
    key: (...parts) => `${prefix}${parts.join('_')}`,
    owns,
    parts: (key) => {
      if (!owns(key)) return null;
      const parts = key.slice(prefix.length).split('_');
      return parts.length === count && parts.every(Boolean) ? (parts as Parts) : null;
    },
  };
}

/** A kind with one shared list. */
function oneList(name: string): ListKeys<[]> {
  return {
    key: () => name,
    owns: (key) => key === name,
    parts: (key) => (key === name ? [] : null),
  };
}

/**
 * The file lists of the spec, one entry per kind of material. The start-up sweep keeps the bytes
 * of every file any of these lists names, so a kind stores its list under a key from here.
 */
export const LIST_KEYS = {
  notes: scopedLists<[subject: string]>('notes_', 1),
  papers: scopedLists<[subject: string, paperType: string]>('papers_', 2),
  schedules: oneList('lecture_schedules'),
  books: scopedLists<[subject: string]>('refbooks_', 1),
} as const;

/**
 * Where the text of a list that could not be read is kept, instead of being overwritten by the
 * next upload: `unreadableList_{listKey}`. Not a list key, so nothing reads it as a list.
 */
export const KEPT_LIST_PREFIX = 'unreadableList_';
export const keptListKey = (listKey: string) => `${KEPT_LIST_PREFIX}${listKey}`;

/** The kinds of material, as their lists name them. */
export type MaterialKindId = keyof typeof LIST_KEYS;

/** Whether `key` is the key of a file list of some kind of material. */
export function isListKey(key: string): boolean {
  return Object.values(LIST_KEYS).some((lists) => lists.owns(key));
}

/** Throwaway databases of the start-up self-test of how bytes can be stored (bytes-mode). */
export const SCRATCH_DBS = {
  arrayBuffers: 'StudyShelfProbeBuffers',
  blobs: 'StudyShelfProbeBlobs',
} as const;

export const FILE_DB = {
  name: 'StudyShelfFiles',
  version: 2,
  store: 'files',
} as const;

/**
 * Where the index of the words inside stored files is kept when the browser gives workers no
 * origin-private file system: `image` holds the index's SQLite database as one image. Elsewhere
 * the database lives in that file system (storage/search-index-store.ts). Rebuildable from the
 * files, so never in a backup.
 */
/**
 * This device's identity: its ECDSA P-256 key pair (the private key not extractable), under the
 * key `self` of `identity`; and in `states`, per student, what the paired devices last agreed on
 * about each file (see the devices' sync). Apart from the files: a library wiped or restored keeps
 * the device's name.
 */
export const DEVICE_DB = {
  name: 'StudyShelfDevice',
  version: 4,
  store: 'identity',
  states: 'states',
  /** Pieces of a file being received, by their SHA-256, until the whole file is stored. */
  pieces: 'pieces',
  /** The folder each student chose for automatic backups: a FileSystemDirectoryHandle, by uid. */
  folders: 'folders',
} as const;

export const SEARCH_DB = {
  name: 'StudyShelfSearch',
  version: 2,
} as const;

/** Subject ids in keys and routes: lower case, every non-alphanumeric character a hyphen. */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

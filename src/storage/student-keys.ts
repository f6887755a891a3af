/**
 * The keys of what each student keeps on this device apart from the spec's lists: stars and recent
 * files, reading places, annotations, the Trash. A module of their own, so the first screen's code,
 * which needs only the spec's keys, does not carry them.
 */
/**
 * A student's marks on files, apart from the spec's list records: `starredFiles_{uid}` and
 * `recentFiles_{uid}`, each a JSON array of FileMark (see marks-store). Neither prefix may start
 * like a list key, or the start-up sweep would read them as lists.
 */
export const MARK_KEYS = {
  starred: (uid: string) => `starredFiles_${uid}`,
  recent: (uid: string) => `recentFiles_${uid}`,
  isMarkKey: (key: string) => key.startsWith('starredFiles_') || key.startsWith('recentFiles_'),
} as const;

/** One key per student under `prefix`: a student's key, and whether a key is one of them. */
function studentKeys(prefix: string) {
  return {
    of: (uid: string) => `${prefix}${uid}`,
    owns: (key: string) => key.startsWith(prefix),
  } as const;
}

/**
 * Where a student left off in each file they read on this device: `readingPlaces_{uid}`, a JSON
 * object from file id to ReadingPlace (see reading-places-store). Apart from the spec's records,
 * and, like the marks, not a list key's prefix.
 */
export const PLACE_KEYS = studentKeys('readingPlaces_');

/**
 * What a student made of each PDF on this device, its highlights, notes and bookmarks:
 * `annotations_{uid}`, a JSON object from file id to an array of Annotation (see
 * annotations-store). Apart from the spec's records, and not a list key's prefix.
 */
export const ANNOTATION_KEYS = studentKeys('annotations_');

/**
 * A student's Trash on this device: `trash_{uid}`, a JSON array of TrashEntry (see trash-store),
 * the files they deleted or cleared in the last 30 days, each with its whole list record and the
 * list it came from. A large file's bytes stay where they were in FILE_DB until it is deleted for
 * good. Not a list key's prefix, so no list screen shows them.
 */
export const TRASH_KEYS = studentKeys('trash_');

/**
 * A student's revision cards, made from their highlights and notes: `revisionCards_{uid}`, a JSON
 * object from file id to an array of RevisionCard (see cards-store), each with its schedule.
 * Apart from the spec's records, and not a list key's prefix.
 */
export const CARD_KEYS = studentKeys('revisionCards_');

/**
 * The devices a student paired this one with: `pairedDevices_{uid}`, a JSON array of PairedDevice
 * (see paired-devices-store). Per device, never in a backup: another device has its own list.
 */
export const DEVICE_KEYS = studentKeys('pairedDevices_');

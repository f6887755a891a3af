/**
 * Moving files into the Trash and out of it: a delete or Clear All puts the files' entries in the
 * student's Trash before it takes them out of their list (so their bytes are named by one or the
 * other at every moment, and the start-up sweep never takes them); a restore lists them again; a
 * delete for good removes their bytes and their marks.
 */
import { deleteFileBytes } from './delete-bytes';
import { errorName, StorageFullError } from './errors';
import { idsInAllLists, readList } from './list-store';
import { changeList } from './list-writer';
import { forgetMarks } from './marks-store';
import type { StoredFileRecord } from './records';
import {
  addToTrash,
  expiredTrash,
  idsInTrash,
  takeFromTrash,
  trashOf,
  type TrashEntry,
} from './trash-store';

export { trashOf, TRASH_DAYS, type TrashEntry } from './trash-store';

/** Puts entries in the Trash, a full storage told as the store's StorageFullError. */
function putInTrash(uid: string, entries: readonly TrashEntry[]): void {
  try {
    addToTrash(uid, entries);
  } catch (error) {
    if (errorName(error) === 'QuotaExceededError') {
      throw new StorageFullError(undefined, { cause: error, during: 'list' });
    }
    throw error;
  }
}

/**
 * Moves `records` of list `listKey` into `uid`'s Trash: entries first, then out of the list. The
 * records the list held, now in the Trash; a failure leaves every file where it was.
 */
export async function moveToTrash(
  uid: string,
  listKey: string,
  records: readonly StoredFileRecord[],
): Promise<StoredFileRecord[]> {
  if (records.length === 0) return [];
  const deletedAt = new Date().toISOString();
  putInTrash(
    uid,
    records.map((record) => ({ listKey, record, deletedAt })),
  );
  const ids = records.map(({ id }) => id);
  let removed: StoredFileRecord[];
  try {
    removed = await changeList({ op: 'remove', key: listKey, ids, uploadedBy: uid });
  } catch (error) {
    takeFromTrash(uid, ids);
    throw error;
  }
  // Gone from the list meanwhile (another tab deleted it): that tab's Trash holds it.
  const removedIds = new Set(removed.map(({ id }) => id));
  takeFromTrash(
    uid,
    ids.filter((id) => !removedIds.has(id)),
  );
  return removed;
}

/**
 * Lists the files `ids` of `uid`'s Trash again, each in the list it came from; returns their
 * records. A list that cannot take them (a full storage) leaves them in the Trash, and throws.
 */
export async function restoreFromTrash(
  uid: string,
  ids: readonly string[],
): Promise<StoredFileRecord[]> {
  const entries = takeFromTrash(uid, ids);
  const byList = new Map<string, TrashEntry[]>();
  for (const entry of entries)
    byList.set(entry.listKey, [...(byList.get(entry.listKey) ?? []), entry]);
  const restored: StoredFileRecord[] = [];
  // Listed again, or listed already (another tab restored it): out of the Trash for good.
  const settled = new Set<string>();
  for (const [listKey, listEntries] of byList) {
    const listed = new Set(readList(listKey).map(({ id }) => id));
    for (const { record } of listEntries) if (listed.has(record.id)) settled.add(record.id);
    const records = listEntries.map(({ record }) => record).filter(({ id }) => !listed.has(id));
    try {
      if (records.length > 0) await changeList({ op: 'appendAll', key: listKey, records });
    } catch (error) {
      const done = new Set([...settled, ...restored.map(({ id }) => id)]);
      putInTrash(
        uid,
        entries.filter(({ record }) => !done.has(record.id)),
      );
      throw error;
    }
    restored.push(...records);
  }
  return restored;
}

/**
 * Deletes the files `ids` of `uid`'s Trash for good: their bytes and every mark of them. The
 * bytes go first, in one transaction, and the entries only then: bytes no entry names are whole
 * files to the start-up sweep, which lists them again, so a tab closed mid-delete must leave
 * them in the Trash, where the next Empty Trash finishes. A failed delete throws, every file
 * still in the Trash.
 */
export async function deleteForGood(uid: string, ids: readonly string[]): Promise<number> {
  const wanted = new Set(ids);
  const large = trashOf(uid)
    .filter(({ record }) => wanted.has(record.id) && record.isLargeFile)
    .map(({ record }) => record.id);
  await deleteFileBytes(large);
  const entries = takeFromTrash(uid, ids);
  for (const { listKey, record } of entries) forgetMarks(listKey, [record.id]);
  return entries.length;
}

/** Deletes everything in `uid`'s Trash for good; returns how many files. */
export function emptyTrash(uid: string): Promise<number> {
  return deleteForGood(
    uid,
    trashOf(uid).map(({ record }) => record.id),
  );
}

/**
 * At start: every student's files in the Trash longer than TRASH_DAYS are deleted for good. Never
 * throws: what it cannot delete now waits for the next start.
 */
export async function purgeExpiredTrash(now = Date.now()): Promise<number> {
  let purged = 0;
  try {
    for (const [uid, entries] of expiredTrash(now)) {
      purged += await deleteForGood(
        uid,
        entries.map(({ record }) => record.id),
      );
    }
  } catch {
    // Storage refused a write: the entries stay, and the next start tries again.
  }
  return purged;
}

/** How many files `uid`'s Trash holds, and their size. */
export function trashSummary(uid: string): { files: number; bytes: number } {
  const entries = trashOf(uid);
  return {
    files: entries.length,
    bytes: entries.reduce((sum, { record }) => sum + record.fileSize, 0),
  };
}

/**
 * The id of every file the device keeps, in a list or in a Trash, or null when some list or Trash
 * cannot be read (then nobody can tell which stored bytes are still wanted).
 */
export function idsKeptOnDevice(): Set<string> | null {
  const listed = idsInAllLists();
  const trashed = idsInTrash();
  if (listed === null || trashed === null) return null;
  return new Set([...listed, ...trashed]);
}

import { useCallback, useState } from 'react';
import { TRASH_KEYS } from '../../storage/student-keys';
import { useAuth } from '../../session/auth-context';
import {
  deleteForGood,
  emptyTrash,
  restoreFromTrash,
  trashOf,
  TRASH_DAYS,
  type TrashEntry,
} from '../../storage/trash';
import { fileCountText } from '../../shared/file-count';
import { useStored } from '../library/use-stored';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, at `now`, before a file deleted at `deletedAt` is deleted for good. */
export function daysLeft(deletedAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(deletedAt) + TRASH_DAYS * DAY_MS - now) / DAY_MS));
}

const NONE: TrashEntry[] = [];

export const trashMessages = {
  restoreFailed:
    'The file could not be restored: the storage is full. Free some room and try again.',
  deleteFailed: 'The files could not be deleted. Please try again.',
  restored: (name: string) => `Restored '${name}' to its list.`,
  deleted: (name: string) => `Deleted '${name}' for good.`,
  emptied: (count: number) => `Deleted ${fileCountText(count)} for good. The Trash is empty.`,
} as const;

/**
 * The signed-in student's Trash on this device, followed as it changes here or in another tab,
 * with restore, delete for good and empty, each saying what it did.
 */
export function useTrash() {
  const uid = useAuth().user?.uid;
  const read = useCallback(() => (uid ? trashOf(uid) : NONE), [uid]);
  const entries = useStored(read, TRASH_KEYS.owns);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (work: () => Promise<string>, failure: string) => {
    setBusy(true);
    try {
      setMessage({ tone: 'success', text: await work() });
    } catch {
      setMessage({ tone: 'error', text: failure });
    } finally {
      setBusy(false);
    }
  }, []);

  const restore = useCallback(
    (entry: TrashEntry) =>
      uid &&
      run(async () => {
        await restoreFromTrash(uid, [entry.record.id]);
        return trashMessages.restored(entry.record.fileName);
      }, trashMessages.restoreFailed),
    [run, uid],
  );
  const remove = useCallback(
    (entry: TrashEntry) =>
      uid &&
      run(async () => {
        await deleteForGood(uid, [entry.record.id]);
        return trashMessages.deleted(entry.record.fileName);
      }, trashMessages.deleteFailed),
    [run, uid],
  );
  const empty = useCallback(
    () =>
      uid &&
      run(async () => trashMessages.emptied(await emptyTrash(uid)), trashMessages.deleteFailed),
    [run, uid],
  );

  return {
    /** How many days a deleted file waits in the Trash. */
    keptDays: TRASH_DAYS,
    entries,
    busy,
    message,
    dismissMessage: useCallback(() => setMessage(null), []),
    restore,
    remove,
    empty,
  };
}

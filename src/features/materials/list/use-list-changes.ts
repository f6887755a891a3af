import { useCallback, useState } from 'react';
import {
  clearFiles,
  deleteFileUndoably,
  trashFiles,
  type StorageLayout,
  type StoredFileRecord,
} from '../../../storage/file-store';
import { deleteForGood, restoreFromTrash } from '../../../storage/trash';
import { repairList } from '../../../storage/health';
import { clearedText, deletedText, listMessages } from '../../library/file-messages';
import { fileCountText } from '../../../shared/file-count';
import { useUndoableDelete } from './use-undoable-delete';

/**
 * What changes one list: Delete and Clear All (each to the Trash, with an Undo) and the Repair of
 * an unreadable list,
 * each with its progress. A failure is handed to `showError`; the list itself follows every change
 * through the store.
 */
export function useListChanges(
  layout: StorageLayout,
  uid: string | undefined,
  showError: (message: string) => void,
) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const undoable = useUndoableDelete({
    listKey: layout.listKey,
    onUndoFailed: useCallback(() => showError(listMessages.undoFailed), [showError]),
  });

  /**
   * Deletes one file; resolves to whether it is gone. A file can be brought back for a moment,
   * but not an entry whose bytes are already lost (`undoable` false): that goes for good.
   */
  const remove = useCallback(
    async (record: StoredFileRecord, { undoable: canUndo = true } = {}): Promise<boolean> => {
      if (!uid) return false;
      setDeletingId(record.id);
      try {
        const deleted = await deleteFileUndoably(layout, record.id, uid);
        if (deleted && canUndo) {
          await undoable.begin({
            records: [deleted.record],
            message: deletedText(deleted.record.fileName),
            undo: deleted.undo,
            finish: deleted.finish,
          });
        } else if (deleted) {
          // Its bytes are lost: a Trash could never give it back whole.
          await deleteForGood(uid, [deleted.record.id]);
        }
        return true;
      } catch {
        showError(listMessages.deleteFailed);
        return false;
      } finally {
        setDeletingId(null);
      }
    },
    [layout, showError, uid, undoable],
  );

  /**
   * Moves files to the Trash together, with one Undo for them all: what `take` moved, or null
   * when it failed (the student is told `failed`).
   */
  const trashUndoably = useCallback(
    async (
      take: (uid: string) => Promise<StoredFileRecord[]>,
      failed: string,
    ): Promise<StoredFileRecord[] | null> => {
      if (!uid) return null;
      setClearing(true);
      try {
        const gone = await take(uid);
        if (gone.length > 0) {
          const ids = gone.map(({ id }) => id);
          await undoable.begin({
            records: gone,
            message: clearedText(gone.length),
            undo: () => restoreFromTrash(uid, ids).then(() => undefined),
            finish: () => Promise.resolve(),
          });
        }
        return gone;
      } catch {
        showError(failed);
        return null;
      } finally {
        setClearing(false);
      }
    },
    [showError, uid, undoable],
  );

  /** Moves the student's own files to the Trash, with an Undo; resolves to whether they are gone. */
  const clearAll = useCallback(
    async () =>
      (await trashUndoably((owner) => clearFiles(layout, owner), listMessages.clearFailed)) !==
      null,
    [layout, trashUndoably],
  );

  /**
   * Moves the student's chosen files to the Trash at once: one confirmation asked before, one
   * Undo after. Resolves to the ids gone.
   */
  const removeMany = useCallback(
    async (records: readonly StoredFileRecord[]): Promise<string[]> => {
      const ids = records.map(({ id }) => id);
      const gone = await trashUndoably(
        (owner) => trashFiles(layout, ids, owner),
        listMessages.deleteFailed,
      );
      return (gone ?? []).map(({ id }) => id);
    },
    [layout, trashUndoably],
  );

  /** Rebuilds an unreadable list from what can be recovered (see the store's repairList). */
  const repair = useCallback(async () => {
    try {
      const count = await repairList(layout);
      setNotice(`Repaired: the list holds ${fileCountText(count)} again.`);
    } catch {
      showError('The list could not be repaired. Please try again.');
    }
  }, [layout, showError]);

  return {
    remove,
    removeMany,
    clearAll,
    repair,
    deletingId,
    clearing,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    /** The file deleted last, while it can be brought back. */
    deleted: undoable.deleted,
    undoDelete: undoable.undo,
    settleDelete: undoable.finish,
  };
}

export type ListChanges = ReturnType<typeof useListChanges>;

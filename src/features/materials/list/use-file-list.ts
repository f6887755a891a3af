import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../../session/auth-context';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import {
  clearFiles,
  deleteFileUndoably,
  FileMissingError,
  isListDamaged,
  listFiles,
  readFile,
  repairList,
  watchLists,
  type StoredFileRecord,
} from '../../../storage/file-store';
import { markRecent } from '../../../storage/marks-store';
import { listMessages } from '../../library/file-messages';
import { downloadBlob, openPendingTab } from '../../library/open-blob';
import { useUndoableDelete } from './use-undoable-delete';
import { fileCountText } from '../../library/format/file-count';

/**
 * One kind's stored list for the signed-in student: the records (null while loading),
 * View, Download, Delete and Clear All, and the message to show when one of them fails.
 */
export function useFileList(settings: KindSettings, scope: MaterialScope) {
  const { user } = useAuth();
  const { subject, paperType } = scope;
  const layout = useMemo(
    () => settings.layout({ subject, paperType }),
    [settings, subject, paperType],
  );
  const [loaded, setLoaded] = useState<{
    listKey: string;
    records: StoredFileRecord[];
    damaged: boolean;
  } | null>(null);
  /** A listed file whose bytes are gone, found on View or Download: the row offers to remove it. */
  const [broken, setBroken] = useState<StoredFileRecord | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const uid = user?.uid;

  const reload = useCallback(() => {
    setLoaded({
      listKey: layout.listKey,
      records: listFiles(layout.listKey),
      damaged: isListDamaged(layout.listKey),
    });
  }, [layout]);

  // The spec's lists "load only when a user exists"; another tab's upload or delete shows here too.
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void Promise.resolve().then(() => live && reload());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === layout.listKey) reload();
    };
    window.addEventListener('storage', onStorage);
    // An upload still running from a screen the student left adds its files here as they finish.
    const stopWatching = watchLists((key) => key === layout.listKey && reload());
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
      stopWatching();
    };
  }, [layout, reload, uid]);

  const records = loaded?.listKey === layout.listKey ? loaded.records : null;

  /** The file was opened just now: it heads the student's recent files. */
  const opened = useCallback(
    (record: StoredFileRecord) => {
      if (uid) markRecent(uid, { listKey: layout.listKey, id: record.id });
    },
    [layout, uid],
  );

  const view = useCallback(
    (record: StoredFileRecord) => {
      const tab = openPendingTab();
      if (!tab) {
        setError(listMessages.openFailed);
        return;
      }
      opened(record);
      readFile(record, layout).then(tab.show, (failure: unknown) => {
        tab.close();
        if (failure instanceof FileMissingError) setBroken(record);
        setError(failure instanceof FileMissingError ? failure.message : listMessages.viewFailed);
      });
    },
    [layout, opened],
  );

  const download = useCallback(
    async (record: StoredFileRecord) => {
      opened(record);
      try {
        downloadBlob(await readFile(record, layout), record.fileName);
      } catch (failure) {
        if (failure instanceof FileMissingError) setBroken(record);
        setError(
          failure instanceof FileMissingError ? failure.message : listMessages.downloadFailed,
        );
      }
    },
    [layout, opened],
  );

  /** The file's bytes for the in-app preview, which also makes it a recent file. */
  const readForPreview = useCallback(
    (record: StoredFileRecord) => {
      opened(record);
      return readFile(record, layout);
    },
    [layout, opened],
  );

  const undoable = useUndoableDelete({
    listKey: layout.listKey,
    onSettled: reload,
    onUndoFailed: useCallback(() => setError(listMessages.undoFailed), []),
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
        if (deleted && canUndo) await undoable.begin(deleted);
        else await deleted?.finish();
        return true;
      } catch {
        setError(listMessages.deleteFailed);
        return false;
      } finally {
        setDeletingId(null);
        reload();
      }
    },
    [layout, reload, uid, undoable],
  );

  /** Deletes the student's own files; resolves to whether they are gone. */
  const clearAll = useCallback(async (): Promise<boolean> => {
    if (!uid) return false;
    setClearing(true);
    try {
      await clearFiles(layout, uid);
      return true;
    } catch {
      setError(listMessages.clearFailed);
      return false;
    } finally {
      setClearing(false);
      reload();
    }
  }, [layout, reload, uid]);

  /** Rebuilds an unreadable list from what can be recovered (see the store's repairList). */
  const repair = useCallback(async () => {
    try {
      const count = await repairList(layout);
      setNotice(`Repaired: the list holds ${fileCountText(count)} again.`);
    } catch {
      setError('The list could not be repaired. Please try again.');
    } finally {
      reload();
    }
  }, [layout, reload]);

  const canDelete = useCallback(
    (record: StoredFileRecord) => uid !== undefined && record.uploadedBy === uid,
    [uid],
  );
  const ownCount = records?.filter(canDelete).length ?? 0;

  return {
    records,
    error,
    dismissError: useCallback(() => {
      setError(null);
      setBroken(null);
    }, []),
    damaged: loaded?.listKey === layout.listKey && loaded.damaged,
    repair,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    broken,
    deletingId,
    clearing,
    canDelete,
    ownCount,
    listKey: layout.listKey,
    view,
    download,
    readForPreview,
    remove,
    /** The file deleted last, while it can be brought back. */
    deleted: undoable.deleted,
    undoDelete: undoable.undo,
    settleDelete: undoable.finish,
    clearAll,
  };
}

import { renameStoredFile } from './rename-file';
import { useCallback, useMemo, useState } from 'react';
import { useAuth } from '../../../session/auth-context';
import type { StoredFileRecord } from '../../../storage/file-store';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import { useFileActions, type StoredFile } from '../../library/use-file-actions';
import { useListChanges } from './use-list-changes';
import { useListRecords } from './use-list-records';

/**
 * One kind's stored list for the signed-in student: its records (null while loading), opening a
 * file, what changes the list, and the message to show when one of them fails.
 */
export function useFileList(settings: KindSettings, scope: MaterialScope) {
  const uid = useAuth().user?.uid;
  const { subject, paperType } = scope;
  const layout = useMemo(
    () => settings.layout({ subject, paperType }),
    [settings, subject, paperType],
  );
  const stored = useListRecords(layout.listKey, uid !== undefined);
  /** A listed file whose bytes are gone, found on View or Download: the row offers to remove it. */
  const [broken, setBroken] = useState<StoredFileRecord | null>(null);
  const actions = useFileActions({
    onMissing: useCallback((file: StoredFile) => setBroken(file.record), []),
  });
  const changes = useListChanges(layout, uid, actions.showError);
  const { dismissError } = actions;

  const canDelete = useCallback(
    (record: StoredFileRecord) => uid !== undefined && record.uploadedBy === uid,
    [uid],
  );
  const open = useMemo(
    () => ({
      view: (record: StoredFileRecord) => actions.view({ record, layout }),
      download: (record: StoredFileRecord) => void actions.download({ record, layout }),
      read: (record: StoredFileRecord) => actions.read({ record, layout }),
    }),
    [actions, layout],
  );

  return {
    uid: uid ?? '',
    layout,
    listKey: layout.listKey,
    showError: actions.showError,
    records: stored?.records ?? null,
    damaged: stored?.damaged ?? false,
    ownCount: stored?.records.filter(canDelete).length ?? 0,
    canDelete,
    open,
    changes,
    /** Renames one of the student's files; resolves to null, or to what to tell them. */
    rename: useCallback(
      (record: StoredFileRecord, typed: string) =>
        renameStoredFile({ record, layout }, typed, uid ?? '', stored?.records ?? []),
      [layout, stored, uid],
    ),
    problem: {
      error: actions.error,
      broken,
      dismiss: useCallback(() => {
        dismissError();
        setBroken(null);
      }, [dismissError]),
    },
  };
}

export type FileListState = ReturnType<typeof useFileList>;

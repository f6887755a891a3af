import { useCallback, useState } from 'react';
import { useAuth } from '../../session/auth-context';
import {
  FileMissingError,
  readFile,
  type StorageLayout,
  type StoredFileRecord,
} from '../../storage/file-store';
import { markRecent } from '../../storage/marks-store';
import { listMessages } from './file-messages';
import { downloadBlob, openPendingTab } from './open-blob';

/** A stored file and the list that holds it. */
export interface StoredFile {
  record: StoredFileRecord;
  layout: StorageLayout;
}

/**
 * Opening a stored file from anywhere (its list, the dashboard, a search): in a new tab, as a
 * download, or its bytes for the in-app viewer. Each makes it the student's most recent file, and
 * a failure is worded here, the same everywhere. `onMissing` hears of a listed file whose bytes
 * are gone, so its list can offer to remove it.
 */
export function useFileActions({ onMissing }: { onMissing?: (file: StoredFile) => void } = {}) {
  const uid = useAuth().user?.uid;
  const [error, setError] = useState<string | null>(null);

  const opened = useCallback(
    ({ record, layout }: StoredFile) => {
      if (uid) markRecent(uid, { listKey: layout.listKey, id: record.id });
    },
    [uid],
  );

  const fail = useCallback(
    (file: StoredFile, failure: unknown, message: string) => {
      const missing = failure instanceof FileMissingError;
      if (missing) onMissing?.(file);
      setError(missing ? failure.message : message);
    },
    [onMissing],
  );

  /** The file's bytes, for the in-app viewer. */
  const read = useCallback(
    (file: StoredFile) => {
      opened(file);
      return readFile(file.record, file.layout);
    },
    [opened],
  );

  /** Opens the file in a new tab (the tab is opened at once, while the click still counts). */
  const view = useCallback(
    (file: StoredFile) => {
      const tab = openPendingTab();
      if (!tab) {
        setError(listMessages.openFailed);
        return;
      }
      read(file).then(
        (blob) => tab.show(blob, file.record.fileName, file.record.id),
        (failure: unknown) => {
          tab.close();
          fail(file, failure, listMessages.viewFailed);
        },
      );
    },
    [fail, read],
  );

  const download = useCallback(
    async (file: StoredFile) => {
      try {
        downloadBlob(await read(file), file.record.fileName);
      } catch (failure) {
        fail(file, failure, listMessages.downloadFailed);
      }
    },
    [fail, read],
  );

  return {
    read,
    view,
    download,
    error,
    /** Shows a failure of the caller's own, in the same place. */
    showError: setError,
    dismissError: useCallback(() => setError(null), []),
  };
}

export type FileActions = ReturnType<typeof useFileActions>;

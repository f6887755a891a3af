import { useSyncExternalStore } from 'react';
import {
  folderBackupActions,
  folderBackupState,
  onFolderBackupState,
  type FolderBackupState,
} from './folder-backup';

export type { FolderBackupState };

/** The automatic folder backup's state on this page, and its actions. */
export function useFolderBackup() {
  const state = useSyncExternalStore(onFolderBackupState, folderBackupState);
  return { state, ...folderBackupActions };
}

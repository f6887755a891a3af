import { useEffect } from 'react';
import { useAuth } from '../session/auth-context';
import { materialKinds } from './material-kinds';

/**
 * While a student is signed in, the automatic backup to the folder they chose runs after changes
 * (nothing is drawn here; the dashboard's library panel shows it).
 */
export function FolderBackups() {
  const uid = useAuth().user?.uid;
  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('../features/backup/folder/folder-backup').then((backups) => {
      if (!left) stop = backups.startFolderBackups(uid, materialKinds);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [uid]);
  return null;
}

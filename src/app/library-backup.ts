import { backedUpText, writeBackup } from '../features/backup/write-backup';
import { backupMessages, failureText } from '../features/backup/backup-manifest';
import { materialKinds } from './material-kinds';

/**
 * The profile menu's backup of every kind, with what student `uid` made of each file; resolves
 * to what to tell the student, success or not.
 */
export async function backUpLibrary(uid: string): Promise<string> {
  try {
    const files = await writeBackup(materialKinds, uid);
    return files === null ? '' : backedUpText(files);
  } catch (error) {
    return failureText(error, backupMessages.writeFailed);
  }
}

import { backedUpText, writeBackup } from '../features/backup/write-backup';
import { materialKinds } from './material-kinds';

/**
 * The profile menu's backup of every kind, with what student `uid` made of each file; resolves
 * to what to tell the student.
 */
export async function backUpLibrary(uid: string): Promise<string> {
  const files = await writeBackup(materialKinds, uid);
  return files === null ? '' : backedUpText(files);
}

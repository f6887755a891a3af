import { backedUpText, writeBackup } from '../features/backup/write-backup';
import { materialKinds } from './material-kinds';

/** The profile menu's backup of every kind; resolves to what to tell the student. */
export async function backUpLibrary(): Promise<string> {
  const files = await writeBackup(materialKinds);
  return files === null ? '' : backedUpText(files);
}

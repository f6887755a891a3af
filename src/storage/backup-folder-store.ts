/**
 * The folder a student chose for automatic backups, kept across visits: the browser's handle to
 * it (File System Access API) can be stored in IndexedDB, and asks for permission again, with its
 * usual prompt, when a later visit first writes there.
 */
import { openDeviceDb } from './device-identity';
import { DEVICE_DB } from './keys';

/** The parts of FileSystemDirectoryHandle a backup uses (not in every TypeScript DOM library). */
export interface BackupFolder {
  readonly kind: 'directory';
  readonly name: string;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<BackupFile>;
  queryPermission?(options: { mode: 'readwrite' }): Promise<PermissionState>;
  requestPermission?(options: { mode: 'readwrite' }): Promise<PermissionState>;
}

export interface BackupFile {
  createWritable(): Promise<{
    write(data: Blob | Uint8Array): Promise<void>;
    close(): Promise<void>;
    abort(): Promise<void>;
  }>;
}

const isFolder = (value: unknown): value is BackupFolder =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'directory' &&
  typeof (value as { getFileHandle?: unknown }).getFileHandle === 'function';

/** The folder `uid` chose on this device, or null (none, or storage that cannot be read). */
export async function backupFolder(uid: string): Promise<BackupFolder | null> {
  try {
    const db = await openDeviceDb();
    try {
      const stored: unknown = await db.get(DEVICE_DB.folders, uid);
      return isFolder(stored) ? stored : null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/** Keeps `folder` as `uid`'s backup folder, or forgets it with null. */
export async function keepBackupFolder(uid: string, folder: BackupFolder | null): Promise<void> {
  const db = await openDeviceDb();
  try {
    if (folder === null) await db.delete(DEVICE_DB.folders, uid);
    else await db.put(DEVICE_DB.folders, folder, uid);
  } finally {
    db.close();
  }
}

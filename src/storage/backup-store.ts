/** When the library on this device was last backed up, under STORAGE_KEYS.lastBackup. */
import { STORAGE_KEYS } from './keys';

export interface BackupNote {
  /** ISO time the backup was written. */
  at: string;
  /** How many files it held. */
  files: number;
}

export function lastBackup(): BackupNote | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.lastBackup) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { at, files } = parsed as Record<string, unknown>;
    return typeof at === 'string' && typeof files === 'number' ? { at, files } : null;
  } catch {
    return null;
  }
}

export function noteBackup(note: BackupNote): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lastBackup, JSON.stringify(note));
  } catch {
    // Storage full: the next visit's reminder may come early; nothing else depends on it.
  }
}

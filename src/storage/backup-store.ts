/** When the library on this device was last backed up, under STORAGE_KEYS.lastBackup. */
import { STORAGE_KEYS } from './keys';
import { readJson, writeJson } from './local-json';

export interface BackupNote {
  /** ISO time the backup was written. */
  at: string;
  /** How many files it held. */
  files: number;
}

function isBackupNote(value: unknown): value is BackupNote {
  if (typeof value !== 'object' || value === null) return false;
  const { at, files } = value as Record<string, unknown>;
  return typeof at === 'string' && typeof files === 'number';
}

export function lastBackup(): BackupNote | null {
  const note = readJson(STORAGE_KEYS.lastBackup, isBackupNote);
  return note && { at: note.at, files: note.files };
}

export function noteBackup(note: BackupNote): void {
  // Refused (full): the next visit's reminder may come early; nothing else depends on it.
  writeJson(STORAGE_KEYS.lastBackup, note);
}

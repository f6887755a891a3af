/**
 * The manifest a StudyShelf backup carries: which file of the zip is which list record. A restore
 * rebuilds the lists from it exactly (every spec field but the inline `data`, which is the file).
 */
import { isListedRecord, type ListedRecord } from '../library/record-shape';
import { readFileMarks, type FileMarks } from '../library/file-marks';
import { ownSubjectsIn, type OwnSubject } from '../../storage/own-subjects-store';
import { groupDigits } from '../../shared/group-digits';

export const MANIFEST_NAME = 'studyshelf-manifest.json';
export const MANIFEST_FORMAT = 'studyshelf-backup';
/** 2 adds each file's marks (star, recent, reading place, annotations); a 1 still restores. */
export const MANIFEST_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, 2];

export type BackedUpRecord = ListedRecord;

export interface ManifestFile {
  /** The file's path in the zip: `notes/dsa/week-3.pdf`. */
  path: string;
  listKey: string;
  record: BackedUpRecord;
  /** What the student who made the backup made of the file; absent in version 1. */
  marks?: FileMarks;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  version: 1 | typeof MANIFEST_VERSION;
  createdAt: string;
  files: ManifestFile[];
  /** The subjects the student added (absent before they could): restored before the files. */
  subjects?: OwnSubject[];
}

/** Why a backup cannot be written or restored; its message is shown to the student as it is. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** What to tell the student of a failed backup or restore: its own message, or `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof BackupError ? error.message : fallback;
}

export const backupMessages = {
  notZip: 'This file is not a StudyShelf backup: it is not a zip file.',
  noManifest: 'This zip was not made by StudyShelf: it has no StudyShelf manifest.',
  mismatch:
    'This backup is damaged: its manifest does not match the files in it. Nothing was restored.',
  tooLarge: (path: string) =>
    `This backup holds a file over 100 MB (${path}), which StudyShelf cannot store. Nothing was restored.`,
  outside: (path: string) =>
    `This backup names a file outside the library (${path}). Nothing was restored.`,
  readFailed: 'This backup could not be read. Nothing was restored.',
  subjectsNotSaved:
    "This backup's own subjects could not be saved: this browser's storage is full or switched off. Nothing was restored.",
  tooManyFiles: (limit: number) =>
    `This backup holds more than ${groupDigits(limit)} files, more than StudyShelf restores at once. Nothing was restored.`,
  manifestTooLarge:
    "This backup's manifest is larger than any StudyShelf writes: it was not read. Nothing was restored.",
  unknownPlace: (path: string) =>
    `This backup holds a file under a subject, paper type or id StudyShelf does not make (${path}). Nothing was restored.`,
  writeFailed: 'The backup could not be written. Please try again.',
  fileStalled: (name: string) =>
    `The backup stopped: this browser did not give back the bytes of “${name}”. Nothing was saved. Please try again, or reload the page first.`,
  targetStalled:
    'The backup stopped: the chosen file could not be written. Nothing was saved under its name. Please try again.',
  damaged: (path: string) =>
    `This backup is damaged: ${path} is not what was backed up. The files restored before it were kept.`,
} as const;

/** The manifest in `text`, or a BackupError when it is not one of StudyShelf's. */
export function parseManifest(text: string): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(backupMessages.noManifest);
  }
  const manifest = parsed as Partial<BackupManifest> | null;
  if (manifest?.format !== MANIFEST_FORMAT || !READABLE_VERSIONS.includes(manifest.version)) {
    throw new BackupError(backupMessages.noManifest);
  }
  const files: unknown = manifest.files;
  if (
    !Array.isArray(files) ||
    !files.every(
      (file: Partial<ManifestFile>) =>
        typeof file.path === 'string' &&
        typeof file.listKey === 'string' &&
        isListedRecord(file.record),
    )
  ) {
    throw new BackupError(backupMessages.mismatch);
  }
  // Marks are a convenience: a malformed one is left out, never a reason to refuse the files.
  const marked = (files as ManifestFile[]).map(({ path, listKey, record, marks }) => {
    const kept = readFileMarks(marks);
    return kept ? { path, listKey, record, marks: kept } : { path, listKey, record };
  });
  // Read as a stored list is: a malformed subject is left out, and a file under it then refused.
  const subjects = ownSubjectsIn(manifest.subjects);
  return { ...(manifest as BackupManifest), files: marked, subjects };
}

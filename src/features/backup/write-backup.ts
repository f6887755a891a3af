/**
 * Writes the whole library on this device into one zip without holding it in memory: the zip is a
 * Blob made of the stored files' own Blobs between small headers, and script reads each file only
 * once, to checksum it. Where the browser offers a save-file picker the zip is written straight to
 * the chosen file; elsewhere it becomes a download.
 */
import { readOwnSubjects } from '../../storage/own-subjects-store';
import { readFile } from '../../storage/file-store';
import { noteBackup } from '../../storage/backup-store';
import type { KindSettings } from '../library/kinds/kind-settings';
import { readLibrary, type LibraryFile } from '../library/library-files';
import { downloadBlob } from '../library/open-blob';
import {
  BackupError,
  backupMessages,
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  MANIFEST_VERSION,
  type BackupManifest,
} from './backup-manifest';
import { marksOf } from '../library/file-marks';
import { withoutData } from '../library/record-shape';
import { crc32OfBlob, READ_STALL_MS } from '../../shared/blob-crc32';
import { folderOf, safeName, uniquePath } from './backup-paths';
import { storedZip, storedZipParts, type StoredEntry } from '../../shared/stored-zip';
import { StalledError, untilStalled } from '../../shared/stall-deadline';
import { holdForeground } from '../library/foreground-work';
import { fileCountText } from '../../shared/file-count';

/** What the student is told once a backup is saved. */
export function backedUpText(files: number): string {
  return `Backed up ${fileCountText(files)}.`;
}

/** The file name a backup is offered under: `studyshelf-backup-2026-11-23.zip`. */
export function backupFileName(now: Date): string {
  return `studyshelf-backup-${now.toISOString().slice(0, 10)}.zip`;
}

interface PlannedFile {
  file: LibraryFile;
  path: string;
}

function plan(library: readonly LibraryFile[]): PlannedFile[] {
  const taken = new Set<string>();
  return library.flatMap((file) => {
    const folder = folderOf(file.kind.kind, file.layout.listKey);
    return folder
      ? [{ file, path: uniquePath(folder, safeName(file.record.fileName), taken) }]
      : [];
  });
}

function manifestOf(planned: readonly PlannedFile[], now: Date, uid: string): BackupManifest {
  const marks = marksOf(
    uid,
    planned.map(({ file }) => ({ listKey: file.layout.listKey, id: file.record.id })),
  );
  return {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    createdAt: now.toISOString(),
    subjects: [...readOwnSubjects()],
    files: planned.map(({ file, path }) => ({
      path,
      listKey: file.layout.listKey,
      record: withoutData(file.record),
      ...(marks.has(file.record.id) && { marks: marks.get(file.record.id) }),
    })),
  };
}

const encoder = new TextEncoder();

/** The zip's entries: the manifest first, then each file's stored Blob with its checksum. */
async function entries(
  planned: readonly PlannedFile[],
  manifest: BackupManifest,
): Promise<StoredEntry<Blob>[]> {
  const manifestBlob = new Blob([encoder.encode(JSON.stringify(manifest, null, 2))]);
  const zipped: StoredEntry<Blob>[] = [
    {
      name: MANIFEST_NAME,
      data: manifestBlob,
      crc32: await crc32OfBlob(manifestBlob),
      modified: new Date(manifest.createdAt),
    },
  ];
  for (const { file, path } of planned) {
    try {
      // Opening a large file is itself a round of IndexedDB reads that can go unanswered.
      const data = await untilStalled(readFile(file.record, file.layout), READ_STALL_MS, 'read');
      zipped.push({
        name: path,
        data,
        crc32: await crc32OfBlob(data),
        modified: new Date(file.record.uploadedAt),
      });
    } catch (error) {
      if (error instanceof StalledError)
        throw new BackupError(backupMessages.fileStalled(file.record.fileName));
      throw error;
    }
  }
  return zipped;
}

/**
 * Writing a slice this large to a local disk takes well under a second; one that has not landed in
 * this long never will (a full disk the browser does not report, a storage process that hung).
 */
export const WRITE_SLICE_BYTES = 16 * 1024 * 1024;
export const WRITE_STALL_MS = 60_000;

/** The zip's parts as slices of at most WRITE_SLICE_BYTES, so each write can be bounded. */
function* slices(entries: readonly StoredEntry<Blob>[]): Generator<Blob | Uint8Array> {
  for (const part of storedZipParts(entries)) {
    if (part instanceof Uint8Array) yield part;
    else
      for (let at = 0; at < part.size; at += WRITE_SLICE_BYTES)
        yield part.slice(at, at + WRITE_SLICE_BYTES);
  }
}

/** A file the student chose in the browser's save picker (`FileSystemFileHandle`). */
export interface SaveTarget {
  createWritable: () => Promise<{
    write: (data: Blob | Uint8Array) => Promise<void>;
    close: () => Promise<void>;
    abort: () => Promise<void>;
  }>;
}
type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<SaveTarget>;

/**
 * Outcome of a backup: how many files it holds, or null when the student cancelled the picker.
 * It carries what the student `uid` made of each file (stars, places, annotations).
 */
export async function writeBackup(
  kinds: readonly KindSettings[],
  uid: string,
): Promise<number | null> {
  const now = new Date();
  const name = backupFileName(now);
  const picker = (window as unknown as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  let target: SaveTarget | null = null;
  if (typeof picker === 'function') {
    try {
      target = await picker({
        suggestedName: name,
        types: [{ description: 'Zip archive', accept: { 'application/zip': ['.zip'] } }],
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      target = null;
    }
  }
  return writeLibrary(kinds, uid, now, target);
}

/**
 * Writes the backup into `file` (the zip in a chosen backup folder) without asking anything:
 * the automatic backup. Resolves with how many files it holds.
 */
export function writeBackupInto(
  kinds: readonly KindSettings[],
  uid: string,
  file: SaveTarget,
): Promise<number> {
  return writeLibrary(kinds, uid, new Date(), file);
}

/** The zip of the library into `target`, or as a download without one; noted as the last backup. */
async function writeLibrary(
  kinds: readonly KindSettings[],
  uid: string,
  now: Date,
  target: SaveTarget | null,
): Promise<number> {
  // The index of the files' words reads the same stored bytes: it waits until the backup is saved.
  const release = holdForeground();
  try {
    const planned = plan(readLibrary(kinds));
    const manifest = manifestOf(planned, now, uid);
    const zipped = await entries(planned, manifest);
    if (target) await writeTo(target, zipped);
    else downloadBlob(storedZip(zipped), backupFileName(now));
    noteBackup({ at: now.toISOString(), files: planned.length });
    return planned.length;
  } finally {
    release();
  }
}

/**
 * The browser writes a swap file and replaces the chosen one only on close: a failed or stalled
 * backup never leaves a truncated zip under the student's file name.
 */
async function writeTo(target: SaveTarget, zipped: readonly StoredEntry<Blob>[]): Promise<void> {
  const writable = await target.createWritable();
  try {
    for (const slice of slices(zipped))
      await untilStalled(writable.write(slice), WRITE_STALL_MS, 'write');
    await untilStalled(writable.close(), WRITE_STALL_MS, 'write');
  } catch (error) {
    await writable.abort().catch(() => {});
    if (error instanceof StalledError) throw new BackupError(backupMessages.targetStalled);
    throw error;
  }
}

/**
 * Reads a StudyShelf backup from the zip's central directory (never by scanning for signatures,
 * which breaks on stored .docx and .pptx, zips themselves), checks all of it before anything is
 * written, and restores each file through the same store as an upload. A stored entry (every one
 * StudyShelf writes) is restored as a slice of the picked file, so its bytes reach the store without
 * passing through script but once, to check them against the entry's CRC-32.
 */
import {
  BlobReader,
  BlobWriter,
  TextWriter,
  ZipReader,
  type Entry,
  type FileEntry,
} from '@zip.js/zip.js';
import '../../shared/zip-settings';
import { listFiles } from '../../storage/file-store';
import { idsKeptOnDevice, trashOf } from '../../storage/trash';
import { checkStorageRoom, getStorageInfo } from '../../storage/health';
import type { MaterialKindId } from '../../storage/keys';
import type { KindSettings } from '../library/kinds/kind-settings';
import { fitsPlace } from '../library/record-shape';
import { MAX_FILE_BYTES } from '../library/kinds/limits';
import { placeOf } from '../library/library-files';
import { notEnoughRoomMessage } from '../library/room-message';
import { storeFailureText, storeFiles, type SavedBatch } from '../library/store-file';
import {
  BackupError,
  backupMessages,
  MANIFEST_NAME,
  parseManifest,
  type ManifestFile,
} from './backup-manifest';
import { restoreMarks, summariseMarks, type MarksSummary } from '../library/file-marks';
import { crc32OfBlob } from '../../shared/blob-crc32';
import { folderOf, isLibraryPath } from './backup-paths';
import { statedEntryCount } from './zip-entry-count';
import { whileWriting } from '../../storage/writes-under-way';
import { keepBroughtSubjects, withOwnSubjectsAlso } from '../../storage/own-subjects-store';

interface RestorableFile extends ManifestFile {
  entry: FileEntry;
  kind: KindSettings;
}

export interface BackupSummary {
  counts: Record<MaterialKindId, number>;
  totalBytes: number;
  /** How many of its files this device holds already (a restore skips them). */
  alreadyStored: number;
  /** How many were uploaded by another account: a restore leaves them out. */
  otherAccount: number;
  /** How many are in the student's Trash: a restore leaves them there. */
  inTrash: number;
  /** What the student made of their files in it: stars, reading places, annotations. */
  marks: MarksSummary;
}

export interface RestoreOutcome {
  restored: number;
  /** Already on this device. */
  skipped: number;
  /** Uploaded by another account: a student restores only their own files. */
  otherAccount: number;
  /** Under an id another file on this device uses: written, it would overwrite or shadow that file. */
  clashing: number;
  /** In the student's Trash: restored from there, it comes back with its place and marks. */
  inTrash: number;
  /** Why the restore stopped early (files restored before it stay), or null. */
  error: string | null;
}

/**
 * More entries than any library StudyShelf could hold (localStorage keeps a list entry per file),
 * and a manifest larger than theirs would be: refused before anything is read or inflated.
 */
export const MAX_BACKUP_ENTRIES = 20_000;
export const MAX_MANIFEST_BYTES = 8 * 1024 * 1024;

export interface OpenedBackup {
  summary: BackupSummary;
  restore: (onProgress?: (done: number, total: number) => void) => Promise<RestoreOutcome>;
  close: () => Promise<void>;
}

async function readEntries(reader: ZipReader<Blob>): Promise<Entry[]> {
  try {
    return await reader.getEntries();
  } catch (error) {
    // zip.js itself refuses names that climb out of the folder (`../x`), naming the entry.
    if (error instanceof Error && error.message === 'Unsafe filename') {
      const { filename } = error as Error & { filename?: unknown };
      throw new BackupError(backupMessages.outside(String(filename ?? 'unknown')));
    }
    throw new BackupError(backupMessages.notZip);
  }
}

/** Every manifest file matched to its entry and kind; any disagreement refuses the whole backup. */
function matchFiles(
  files: readonly ManifestFile[],
  entries: readonly Entry[],
  kinds: readonly KindSettings[],
): RestorableFile[] {
  const fileEntries = entries.filter((entry): entry is FileEntry => !entry.directory);
  const byPath = new Map(fileEntries.map((entry) => [entry.filename, entry]));
  // Two entries of one name: which of them a reader takes is the zip tool's choice, not ours.
  if (byPath.size !== fileEntries.length) throw new BackupError(backupMessages.mismatch);
  for (const path of byPath.keys()) {
    if (path !== MANIFEST_NAME && !isLibraryPath(path)) {
      throw new BackupError(backupMessages.outside(path));
    }
  }
  const seen = new Set<string>();
  const matched = files.map((file) => {
    if (!isLibraryPath(file.path)) throw new BackupError(backupMessages.outside(file.path));
    if (file.record.fileSize > MAX_FILE_BYTES)
      throw new BackupError(backupMessages.tooLarge(file.path));
    const entry = byPath.get(file.path);
    const place = placeOf(kinds, file.listKey);
    const folder = place && folderOf(place.kind.kind, file.listKey);
    const key = `${file.listKey}\u0000${file.record.id}`;
    if (
      !entry ||
      !place ||
      file.path.slice(0, file.path.lastIndexOf('/')) !== folder ||
      entry.uncompressedSize !== file.record.fileSize ||
      seen.has(key)
    ) {
      throw new BackupError(backupMessages.mismatch);
    }
    if (entry.uncompressedSize > MAX_FILE_BYTES)
      throw new BackupError(backupMessages.tooLarge(file.path));
    if (!fitsPlace(file.record, place))
      throw new BackupError(backupMessages.unknownPlace(file.path));
    seen.add(key);
    return { ...file, entry, kind: place.kind };
  });
  // A file in the zip that the manifest does not name is as wrong as one it names that is missing.
  if (byPath.size !== matched.length + 1) throw new BackupError(backupMessages.mismatch);
  return matched;
}

const LOCAL_HEADER_BYTES = 30;
const STORED = 0;

/**
 * An entry's bytes: for a stored entry, the slice of the zip after its local header (whose name
 * and extra field lengths may differ from the central directory's); otherwise zip.js inflates it.
 * Either way the bytes must match the entry's CRC-32, or the backup is damaged.
 */
async function entryBytes(zip: Blob, entry: FileEntry, type: string): Promise<Blob> {
  if (entry.compressionMethod !== STORED || entry.encrypted) {
    try {
      return await entry.getData(new BlobWriter(type), { checkCrc32: true });
    } catch {
      throw new BackupError(backupMessages.damaged(entry.filename));
    }
  }
  const header = new DataView(
    await zip.slice(entry.offset, entry.offset + LOCAL_HEADER_BYTES).arrayBuffer(),
  );
  if (header.byteLength < LOCAL_HEADER_BYTES || header.getUint32(0, true) !== 0x04034b50) {
    throw new BackupError(backupMessages.damaged(entry.filename));
  }
  const start =
    entry.offset + LOCAL_HEADER_BYTES + header.getUint16(26, true) + header.getUint16(28, true);
  const bytes = zip.slice(start, start + entry.uncompressedSize, type);
  if (bytes.size !== entry.uncompressedSize || (await crc32OfBlob(bytes)) !== entry.crc32) {
    throw new BackupError(backupMessages.damaged(entry.filename));
  }
  return bytes;
}

/** The file a restore stores for `file`: its entry's bytes, checked, under its record's name. */
function fileOf(zip: Blob) {
  return async ({ entry, record }: RestorableFile) => ({
    file: new File([await entryBytes(zip, entry, record.fileType)], record.fileName, {
      type: record.fileType,
    }),
    record: {
      id: record.id,
      uploadedBy: record.uploadedBy,
      uploadedAt: record.uploadedAt,
      fileType: record.fileType,
    },
  });
}

/** The batch's files read in order, up to the first that cannot be read (its error). */
async function readBatch(zip: Blob, batch: readonly RestorableFile[]) {
  const files: Awaited<ReturnType<ReturnType<typeof fileOf>>>[] = [];
  for (const file of batch) {
    try {
      files.push(await fileOf(zip)(file));
    } catch (damage) {
      return { files, damage };
    }
  }
  return { files, damage: null };
}

/** A failure worded for the student: the kind's storage message, the backup's, or a read error. */
async function failureText(error: unknown, kind: KindSettings): Promise<string> {
  return (
    (await storeFailureText(error, kind)) ??
    (error instanceof BackupError ? error.message : backupMessages.readFailed)
  );
}

/** Files of one list, at most this many and (but for a single larger file) this many bytes. */
const BATCH_FILES = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * The files to write, in batches of one list each: a batch is stored with one list write, so a
 * backup of thousands of small files does not rewrite a growing list once per file.
 */
export function restoreBatches<T extends { listKey: string; record: { fileSize: number } }>(
  files: readonly T[],
): T[][] {
  const byList = new Map<string, T[]>();
  for (const file of files) {
    const list = byList.get(file.listKey) ?? [];
    list.push(file);
    byList.set(file.listKey, list);
  }
  const batches: T[][] = [];
  for (const listFiles of byList.values()) {
    let batch: T[] = [];
    let bytes = 0;
    for (const file of listFiles) {
      const full =
        batch.length === BATCH_FILES ||
        (batch.length > 0 && bytes + file.record.fileSize > BATCH_BYTES);
      if (full) {
        batches.push(batch);
        batch = [];
        bytes = 0;
      }
      batch.push(file);
      bytes += file.record.fileSize;
    }
    if (batch.length > 0) batches.push(batch);
  }
  return batches;
}

/** Whether each of `files` is on this device now, reading each list once. */
function storedNow(files: readonly RestorableFile[]): (file: RestorableFile) => boolean {
  const idsByList = new Map<string, Set<string>>();
  for (const { listKey } of files) {
    if (!idsByList.has(listKey)) {
      idsByList.set(listKey, new Set(listFiles(listKey).map(({ id }) => id)));
    }
  }
  return (file) => idsByList.get(file.listKey)?.has(file.record.id) ?? false;
}

/** What a restore does with each file: skips it, leaves it out and why, or writes it. */
type Verdict = 'stored' | 'otherAccount' | 'inTrash' | 'clashing' | 'write';

/** Judges every file against the lists as they are now, reading each list once. */
function judge(files: readonly RestorableFile[], uid: string): (file: RestorableFile) => Verdict {
  const stored = storedNow(files);
  // Unreadable lists are kept aside and may name any id: then every id counts as taken. A file
  // in the Trash keeps its id too.
  const taken = idsKeptOnDevice();
  const trashed = new Set(trashOf(uid).map(({ record }) => record.id));
  return (file) => {
    if (stored(file)) return 'stored';
    if (file.record.uploadedBy !== uid) return 'otherAccount';
    if (trashed.has(file.record.id)) return 'inTrash';
    return taken === null || taken.has(file.record.id) ? 'clashing' : 'write';
  };
}

/** A restore that wrote nothing, and why. */
function nothingRestored(error: string): RestoreOutcome {
  return { restored: 0, skipped: 0, otherAccount: 0, inTrash: 0, clashing: 0, error };
}

/**
 * Writes the student's files of a backup that this device lacks, list by list, stopping at the
 * first that cannot be stored or read (the files before it stay).
 */
async function restoreFiles(
  zip: Blob,
  files: readonly RestorableFile[],
  kinds: readonly KindSettings[],
  uid: string,
  onProgress?: (done: number, total: number) => void,
): Promise<RestoreOutcome> {
  const verdictNow = judge(files, uid);
  const tally = { restored: 0, skipped: 0, otherAccount: 0, inTrash: 0, clashing: 0 };
  const toWrite = files.filter((file) => {
    const found = verdictNow(file);
    if (found === 'stored') tally.skipped += 1;
    else if (found !== 'write') tally[found] += 1;
    return found === 'write';
  });
  const needed = toWrite.reduce((sum, file) => sum + file.record.fileSize, 0);
  const room = checkStorageRoom(needed, await getStorageInfo());
  if (!room.ok) return nothingRestored(notEnoughRoomMessage(room));
  let done = 0;
  for (const batch of restoreBatches(toWrite)) {
    onProgress?.(done, toWrite.length);
    const { kind, listKey } = batch[0] as RestorableFile;
    const scope = placeOf(kinds, listKey)?.scope ?? {};
    // A file damaged since the backup was made stops the restore there; the files
    // before it, in this batch too, are stored first.
    const { files: readable, damage } = await readBatch(zip, batch);
    let stored: SavedBatch;
    try {
      stored = await storeFiles(kind, scope, readable);
    } catch (error) {
      return { ...tally, error: await failureText(error, kind) };
    }
    tally.restored += stored.saved.length;
    // Listed meanwhile (another tab restored it): skipped. Otherwise its id is another file's.
    const listedNow = new Set(listFiles(listKey).map(({ id }) => id));
    for (const id of stored.taken) tally[listedNow.has(id) ? 'skipped' : 'clashing'] += 1;
    const failure = stored.failure ?? damage;
    if (failure !== null) return { ...tally, error: await failureText(failure, kind) };
    done += batch.length;
  }
  onProgress?.(toWrite.length, toWrite.length);
  return { ...tally, error: null };
}

async function readManifest(entries: readonly Entry[]) {
  const manifestEntry = entries.find((entry) => entry.filename === MANIFEST_NAME);
  if (!manifestEntry || manifestEntry.directory) throw new BackupError(backupMessages.noManifest);
  if (manifestEntry.uncompressedSize > MAX_MANIFEST_BYTES) {
    throw new BackupError(backupMessages.manifestTooLarge);
  }
  // zip.js stops inflating past the size the directory states ("Invalid uncompressed size"), so a
  // bomb that understates its size is refused having inflated at most that much (tested).
  const text = await manifestEntry.getData(new TextWriter());
  if (text.length > MAX_MANIFEST_BYTES) throw new BackupError(backupMessages.manifestTooLarge);
  return parseManifest(text);
}

/**
 * Opens `zip` as a backup of `kinds`' lists for the student `uid`, or throws a BackupError saying
 * why it cannot be. Nothing is written until `restore`, and then only the student's own files,
 * each under an id no other file on this device uses.
 */
export async function openBackup(
  zip: Blob,
  kinds: readonly KindSettings[],
  uid: string,
): Promise<OpenedBackup> {
  // Counted before the reader builds an object per entry (the manifest is one more).
  if (((await statedEntryCount(zip).catch(() => null)) ?? 0) > MAX_BACKUP_ENTRIES + 1) {
    throw new BackupError(backupMessages.tooManyFiles(MAX_BACKUP_ENTRIES));
  }
  const reader = new ZipReader(new BlobReader(zip));
  try {
    const entries = await readEntries(reader);
    if (entries.length > MAX_BACKUP_ENTRIES + 1) {
      throw new BackupError(backupMessages.tooManyFiles(MAX_BACKUP_ENTRIES));
    }
    const manifest = await readManifest(entries);
    const brought = manifest.subjects ?? [];
    // Its files under subjects the student added are checked as if those subjects were here.
    const files = withOwnSubjectsAlso(brought, () => matchFiles(manifest.files, entries, kinds));

    const counts: Record<MaterialKindId, number> = { notes: 0, papers: 0, schedules: 0, books: 0 };
    for (const file of files) counts[file.kind.kind] += 1;
    const totalBytes = files.reduce((sum, file) => sum + file.record.fileSize, 0);
    const verdict = judge(files, uid);
    const alreadyStored = files.filter((file) => verdict(file) === 'stored').length;
    const otherAccount = files.filter((file) => verdict(file) === 'otherAccount').length;
    const inTrash = files.filter((file) => verdict(file) === 'inTrash').length;
    const own = files.filter((file) => file.record.uploadedBy === uid);
    const marks = summariseMarks(own.map((file) => file.marks));
    // Once the files are written (or found already here), what the student made of them.
    const bringBackMarks = () => {
      const present = storedNow(own);
      restoreMarks(
        uid,
        own
          .filter(present)
          .map(({ listKey, record, marks }) => ({ listKey, id: record.id, marks })),
      );
    };

    return {
      summary: { counts, totalBytes, alreadyStored, otherAccount, inTrash, marks },
      close: () => reader.close(),
      // Marked as a write under way: a new version's reload waits for it.
      restore: (onProgress) =>
        whileWriting(async () => {
          if (!keepBroughtSubjects(brought))
            return nothingRestored(backupMessages.subjectsNotSaved);
          const outcome = await restoreFiles(zip, files, kinds, uid, onProgress);
          bringBackMarks();
          return outcome;
        }),
    };
  } catch (error) {
    await reader.close().catch(() => {});
    if (error instanceof BackupError) throw error;
    throw new BackupError(backupMessages.readFailed);
  }
}

/**
 * The one door to the files kept on this device (spec sections 3, 7 and 9): listFiles, listLibrary,
 * saveFile, readFile, deleteFile (also undoably) and clearFiles (which also drop the deleted files' marks),
 * getStorageInfo (with the reserve check), sweepOrphans (at start) and requestPersistence. Knows nothing of React. Small files live inline in their localStorage list
 * entry as data URLs; large ones in IndexedDB (chunked for notes and papers, one record for
 * schedules and books). A file's list entry is always written last, so a list never names bytes
 * that are not all stored.
 */
import { writeLargeFile } from './chunk-writer';
import type { BytesMode } from './bytes-mode';
import { readLargeFile } from './chunk-reader';
import { dataUrlToBlob, readAsDataUrl } from './data-url';
import { deleteFileBytes, deleteFileBytesQuietly } from './delete-bytes';
import { FileIdTakenError, FileMissingError, NotOwnerError, StorageFullError } from './errors';
import { chunkKeyRange, fileDbExists, openFileDb } from './file-db';
import { readAllLists, readList } from './list-store';
import { changeList } from './list-writer';
import { forgetMarks } from './marks-store';
import { mimeTypeFor } from './mime-types';
import type { FileRecordFields, StorageLayout, StoredFileRecord } from './records';
import { holdUploadLock } from './upload-lock';

export {
  StorageFullError,
  FileIdTakenError,
  FileMissingError,
  NotOwnerError,
  StorageUnavailableError,
} from './errors';
export { bytesMode, type BytesMode } from './bytes-mode';
export type { StorageFullPhase } from './errors';
export { sweepOrphans } from './orphan-sweep';
export { getStorageInfo, checkStorageRoom, type StorageRoomCheck } from './quota';
export { requestPersistence, isStoragePersisted } from './persistence';
export { mimeTypeFor } from './mime-types';
export { idsInAllLists, isListDamaged } from './list-store';
export { repairList } from './list-repair';
export { checkIntegrity, repairIntegrity, type IntegrityReport } from './integrity';
export { repairSliceDamage, lastSliceRepair, type SliceRepairReport } from './slice-repair';
export type { StorageInfo, StorageLayout, StoredFileRecord } from './records';

export interface SaveFileInput {
  layout: StorageLayout;
  file: File;
  /** Record fields decided by the caller (id, uploadedBy, subject, paperType…); the store fills the rest. */
  record: Pick<StoredFileRecord, 'id' | 'uploadedBy'> &
    Partial<Pick<StoredFileRecord, 'subject' | 'paperType' | 'uploadedAt' | 'fileType'>>;
  /** 0-100: called as bytes are stored (e.g. per chunk written). */
  onProgress?: (percent: number) => void;
  /**
   * The caller's last word before anything is written, awaited once the file is read or sliced
   * for storing: a check that waits on the browser (such as the storage estimate) then overlaps
   * that preparation instead of coming before it. A rejection writes nothing and is passed on.
   */
  beforeWrite?: () => Promise<void>;
  /** How large-file bytes go to IndexedDB; default this device's self-tested mode (for tests). */
  bytesAs?: Exclude<BytesMode, 'unavailable'>;
  /**
   * Cancels the save: until the list entry is written, an abort leaves nothing of the file
   * behind and rejects with the signal's reason (an AbortError).
   */
  signal?: AbortSignal;
}

/** The list under `listKey`, newest first; an unreadable list is an empty list. */
export function listFiles(listKey: string): StoredFileRecord[] {
  return readList(listKey);
}

/** Every file list on this device, of every kind, each newest first. */
export function listLibrary(): { listKey: string; records: StoredFileRecord[] }[] {
  return readAllLists();
}

/** Ids that a chunk key could be mistaken for would make chunk keys ambiguous. */
function assertUsableId(id: string): void {
  if (id === '' || /_chunk_\d+$/.test(id)) throw new TypeError(`Unusable file id: ${id}`);
}

function recordFields(input: SaveFileInput): FileRecordFields {
  const { file, record } = input;
  return {
    fileName: file.name,
    fileSize: file.size,
    fileType: record.fileType ?? (file.type || mimeTypeFor(file.name)),
    uploadedAt: record.uploadedAt ?? new Date().toISOString(),
    uploadedBy: record.uploadedBy,
    ...(record.subject === undefined ? {} : { subject: record.subject }),
    ...(record.paperType === undefined ? {} : { paperType: record.paperType }),
  };
}

/** Tries the list write with the data URL inline; false when the list has no room for it. */
async function trySaveInline(
  input: SaveFileInput,
  fields: FileRecordFields,
  beforeWrite: () => Promise<void>,
): Promise<StoredFileRecord | null> {
  const entry: StoredFileRecord = {
    id: input.record.id,
    ...fields,
    isLargeFile: false,
    data: await readAsDataUrl(input.file),
  };
  await beforeWrite();
  try {
    await changeList({ op: 'append', key: input.layout.listKey, record: entry });
  } catch (error) {
    if (error instanceof StorageFullError) return null;
    throw error;
  }
  input.onProgress?.(100);
  return entry;
}

/** A 0-byte file is never large, whatever the threshold. */
function isLarge({ file, layout }: Pick<SaveFileInput, 'file' | 'layout'>): boolean {
  return file.size > 0 && file.size > layout.largeThreshold;
}

async function saveLarge(
  input: SaveFileInput,
  fields: FileRecordFields,
  beforeWrite: () => Promise<void>,
): Promise<StoredFileRecord> {
  const { id } = input.record;
  await writeLargeFile({
    id,
    file: input.file,
    fields,
    format: input.layout.largeFormat,
    bytesAs: input.bytesAs,
    onProgress: input.onProgress,
    beforeWrite,
    signal: input.signal,
  });
  const entry: StoredFileRecord = { id, ...fields, isLargeFile: true };
  try {
    // Cancelled while the bytes were being committed: they go, unlisted.
    input.signal?.throwIfAborted();
    await changeList({ op: 'append', key: input.layout.listKey, record: entry });
  } catch (error) {
    await deleteFileBytesQuietly(id);
    throw error;
  }
  return entry;
}

/**
 * Stores one file: its bytes inline or in IndexedDB, then its list entry, last. Progress (0-100)
 * is reported as bytes are stored. On failure nothing of this file is left half-written, and no
 * other file is touched. While it runs the file's id is locked, so no tab's orphan sweep takes its
 * bytes for an interrupted upload's.
 */
/**
 * Whether the list names `id`, or the file store holds bytes under it: a new file is never written
 * over another's bytes, whatever its id (a restored record's comes from outside the device). The
 * other lists are read once per restore by its caller, not once per file here.
 */
async function idTaken(listKey: string, id: string): Promise<boolean> {
  if (readList(listKey).some((entry) => entry.id === id)) return true;
  if (!(await fileDbExists())) return false;
  const db = await openFileDb();
  const [whole, chunks] = await Promise.all([
    db.count('files', id),
    db.count('files', chunkKeyRange(id)),
  ]);
  return whole + chunks > 0;
}

export async function saveFile(input: SaveFileInput): Promise<StoredFileRecord> {
  const { id } = input.record;
  assertUsableId(id);
  const release = holdUploadLock(id);
  try {
    if (await idTaken(input.layout.listKey, id)) throw new FileIdTakenError(id);
    const fields = recordFields(input);
    // Once per save, though a small file the list has no room for is prepared twice.
    let approval: Promise<void> | undefined;
    const beforeWrite = async () => {
      input.signal?.throwIfAborted();
      await (approval ??= input.beforeWrite?.() ?? Promise.resolve());
      input.signal?.throwIfAborted();
    };
    if (!isLarge(input)) {
      const inline = await trySaveInline(input, fields, beforeWrite);
      if (inline) return inline;
    }
    return await saveLarge(input, fields, beforeWrite);
  } finally {
    release();
  }
}

/** The file's bytes as one Blob typed from its extension (safe MIME table). */
export async function readFile(record: StoredFileRecord, layout: StorageLayout): Promise<Blob> {
  const type = mimeTypeFor(record.fileName);
  if (record.isLargeFile) return readLargeFile(record.id, layout.largeFormat, type);
  if (typeof record.data !== 'string') throw new FileMissingError();
  return dataUrlToBlob(record.data, type);
}

/** A deleted file whose bytes are kept for a moment, so that the delete can be undone. */
export interface DeletedFile {
  record: StoredFileRecord;
  /** Lists the file again, whole: its bytes were never touched. */
  undo: () => Promise<void>;
  /** Removes the bytes and the file's marks for good. Safe to call more than once. */
  finish: () => Promise<void>;
}

/**
 * Takes the file out of its list at once and keeps its bytes until `finish` (or `undo`). The
 * bytes are held like an upload's, so no tab's start-up sweep takes them meanwhile; if the tab
 * closes first the hold ends with it and the next start sweeps them: the file is then either
 * fully listed or fully gone. Resolves to null when the file is already gone (e.g. deleted in
 * another tab). NotOwnerError unless requesterUid === uploadedBy.
 */
export async function deleteFileUndoably(
  layout: StorageLayout,
  id: string,
  requesterUid: string,
): Promise<DeletedFile | null> {
  const entry = readList(layout.listKey).find((record) => record.id === id);
  if (!entry) return null;
  if (requesterUid === '' || entry.uploadedBy !== requesterUid) throw new NotOwnerError();
  const release = holdUploadLock(id);
  try {
    await changeList({ op: 'remove', key: layout.listKey, ids: [id] });
  } catch (error) {
    release();
    throw error;
  }
  let settled: Promise<void> | null = null;
  return {
    record: entry,
    undo: () =>
      (settled ??= changeList({ op: 'append', key: layout.listKey, record: entry }).then(
        release,
        (error: unknown) => {
          release();
          throw error;
        },
      )),
    finish: () =>
      (settled ??= (async () => {
        try {
          // One transaction: if it fails the bytes are all there, so the file is listed again
          // and the student can try again.
          if (entry.isLargeFile) await deleteFileBytes([id]);
        } catch (error) {
          await changeList({ op: 'append', key: layout.listKey, record: entry });
          throw error;
        } finally {
          release();
        }
        forgetMarks(layout.listKey, [id]);
      })()),
  };
}

/** Removes the list entry and every stored byte; NotOwnerError unless requesterUid === uploadedBy. */
export async function deleteFile(
  layout: StorageLayout,
  id: string,
  requesterUid: string,
): Promise<void> {
  await (await deleteFileUndoably(layout, id, requesterUid))?.finish();
}

/** Removes the requester's own files of the list (others' files stay). Returns how many were removed. */
export async function clearFiles(layout: StorageLayout, requesterUid: string): Promise<number> {
  if (requesterUid === '') return 0;
  const own = readList(layout.listKey).filter((record) => record.uploadedBy === requesterUid);
  if (own.length === 0) return 0;
  await deleteFileBytes(own.filter((record) => record.isLargeFile).map((record) => record.id));
  // Only what was cleared above: a file another tab added meanwhile keeps its entry and bytes.
  const removed = await changeList({
    op: 'remove',
    key: layout.listKey,
    ids: own.map((record) => record.id),
    uploadedBy: requesterUid,
  });
  forgetMarks(
    layout.listKey,
    removed.map((record) => record.id),
  );
  return removed.length;
}

/**
 * The one door to the files kept on this device (spec sections 3, 7 and 9): listFiles, listLibrary,
 * saveFile, readFile, renameFile, deleteFile (also undoably) and clearFiles (which move files to
 * the student's Trash, whose door is trash.ts), and the checks of every start. The library's
 * health (integrity, repairs, room, persistence) has its own door, health.ts. Knows nothing of
 * React. Small files live inline in their localStorage list entry as data URLs; large ones in
 * IndexedDB (chunked for notes and papers, one record for schedules and books). A file's list
 * entry is always written last, so a list never names bytes that are not all stored.
 */
import { writeLargeFile } from './chunk-writer';
import type { BytesMode } from './bytes-mode';
import { readLargeFile } from './chunk-reader';
import { dataUrlToBlob, readAsDataUrl } from './data-url';
import { deleteFileBytesQuietly } from './delete-bytes';
import { FileIdTakenError, FileMissingError, NotOwnerError, StorageFullError } from './errors';
import { chunkKeyRange, fileDbExists, tx } from './file-db';
import { readAllLists, readList, readListAndHealth } from './list-store';
import { changeList } from './list-writer';
import { mimeTypeFor } from './mime-types';
import type { FileRecordFields, StorageLayout, StoredFileRecord } from './records';
import { moveToTrash, purgeExpiredTrash, restoreFromTrash } from './trash';
import { sweepOrphans } from './orphan-sweep';
import { forgetMarks } from './marks-store';
import { repairSliceDamage } from './slice-repair';
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
export { mimeTypeFor } from './mime-types';
export { dataUrlToBlob } from './data-url';
export type { StorageLayout, StoredFileRecord } from './records';

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

/** The list under `listKey`, newest first, and whether it could not be read (see isListDamaged). */
export function listFilesAndHealth(listKey: string): {
  records: StoredFileRecord[];
  damaged: boolean;
} {
  return readListAndHealth(listKey);
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
 * Which of `ids` the list names, or the file store holds bytes under: a new file is never written
 * over another's bytes, whatever its id (a restored record's comes from outside the device). The
 * other lists are read once per restore by its caller, not once per file here.
 */
async function idsInUse(listKey: string, ids: readonly string[]): Promise<Set<string>> {
  const listed = new Set(readList(listKey).map(({ id }) => id));
  const inUse = new Set(ids.filter((id) => listed.has(id)));
  if (!(await fileDbExists())) return inUse;
  await tx('readonly', (store) =>
    Promise.all(
      ids.map(async (id) => {
        const [whole, chunks] = await Promise.all([
          store.count(id),
          store.count(chunkKeyRange(id)),
        ]);
        if (whole + chunks > 0) inUse.add(id);
      }),
    ),
  );
  return inUse;
}

/**
 * Stores one file: its bytes inline or in IndexedDB, then its list entry, last. Progress (0-100)
 * is reported as bytes are stored. On failure nothing of this file is left half-written, and no
 * other file is touched. While it runs the file's id is locked, so no tab's orphan sweep takes its
 * bytes for an interrupted upload's.
 */
export async function saveFile(input: SaveFileInput): Promise<StoredFileRecord> {
  const { id } = input.record;
  assertUsableId(id);
  const release = holdUploadLock(id);
  try {
    if ((await idsInUse(input.layout.listKey, [id])).size > 0) throw new FileIdTakenError(id);
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

/** One file of a batch: as SaveFileInput, without the per-file hooks a batch does not call. */
export type BatchFileInput = Pick<SaveFileInput, 'file' | 'record'>;

/** What saveFiles did. */
export interface SavedBatch {
  /** The files stored, in the batch's order. */
  saved: StoredFileRecord[];
  /** Ids the list already names or whose bytes the file store holds: left out, never written over. */
  taken: string[];
  /** Why the batch stopped (`saved` holds the files stored before it), or null. */
  failure: unknown;
}

/**
 * Stores files of one list with one list write: a restore of thousands of small files would
 * otherwise read and rewrite a growing list once per file. Every file's bytes are written first
 * (small ones are kept for their entry), then all entries are appended at once. Where the list
 * has no room for them all, they are listed one by one, a small file going to IndexedDB when the
 * list cannot take it inline, as saveFile does. A file is either listed whole or leaves nothing.
 */
export async function saveFiles(
  layout: StorageLayout,
  inputs: readonly BatchFileInput[],
): Promise<SavedBatch> {
  const ids = inputs.map(({ record }) => record.id);
  ids.forEach(assertUsableId);
  const releases = ids.map(holdUploadLock);
  const saved: StoredFileRecord[] = [];
  const taken: string[] = [];
  /** Entries whose bytes are ready and which no list names yet, each with its file. */
  const ready: { entry: StoredFileRecord; input: SaveFileInput; fields: FileRecordFields }[] = [];
  try {
    const inUse = await idsInUse(layout.listKey, ids);
    for (const batchInput of inputs) {
      const input = { ...batchInput, layout };
      const { id } = input.record;
      if (inUse.has(id)) {
        taken.push(id);
        continue;
      }
      // A second file of the batch under the same id is as taken as one already stored.
      inUse.add(id);
      const fields = recordFields(input);
      if (isLarge(input)) {
        await writeLargeFile({ id, file: input.file, fields, format: layout.largeFormat });
        ready.push({ entry: { id, ...fields, isLargeFile: true }, input, fields });
      } else {
        const data = await readAsDataUrl(input.file);
        ready.push({ entry: { id, ...fields, isLargeFile: false, data }, input, fields });
      }
    }
    try {
      const records = ready.map(({ entry }) => entry);
      await changeList({ op: 'appendAll', key: layout.listKey, records });
      saved.push(...records);
      ready.length = 0;
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
      while (ready.length > 0) {
        const { entry, input, fields } = ready[0] as (typeof ready)[number];
        const nothingToWait = () => Promise.resolve();
        saved.push(
          entry.isLargeFile
            ? await listEntry(layout, entry)
            : ((await trySaveInline(input, fields, nothingToWait)) ??
                (await saveLarge(input, fields, nothingToWait))),
        );
        ready.shift();
      }
    }
    return { saved, taken, failure: null };
  } catch (failure) {
    await deleteFileBytesQuietlyAll(ready.filter(({ entry }) => entry.isLargeFile));
    return { saved, taken, failure };
  } finally {
    for (const release of releases) release();
  }
}

async function listEntry(
  layout: StorageLayout,
  entry: StoredFileRecord,
): Promise<StoredFileRecord> {
  await changeList({ op: 'append', key: layout.listKey, record: entry });
  return entry;
}

async function deleteFileBytesQuietlyAll(files: readonly { entry: StoredFileRecord }[]) {
  for (const { entry } of files) await deleteFileBytesQuietly(entry.id);
}

/** The file's bytes as one Blob typed from its extension (safe MIME table). */
export async function readFile(record: StoredFileRecord, layout: StorageLayout): Promise<Blob> {
  const type = mimeTypeFor(record.fileName);
  if (record.isLargeFile) return readLargeFile(record.id, layout.largeFormat, type);
  if (typeof record.data !== 'string') throw new FileMissingError();
  return dataUrlToBlob(record.data, type);
}

/** A deleted file, in the Trash, for as long as its delete can still be undone in the list. */
export interface DeletedFile {
  record: StoredFileRecord;
  /** Lists the file again, whole, from the Trash. */
  undo: () => Promise<void>;
  /** Ends the chance to undo it here: the file stays in the Trash. Safe to call more than once. */
  finish: () => Promise<void>;
}

/**
 * Moves the file from its list to the student's Trash at once; `undo` brings it back. Resolves to
 * null when the file is already gone (e.g. deleted in another tab). NotOwnerError unless
 * requesterUid === uploadedBy.
 */
export async function deleteFileUndoably(
  layout: StorageLayout,
  id: string,
  requesterUid: string,
): Promise<DeletedFile | null> {
  const entry = readList(layout.listKey).find((record) => record.id === id);
  if (!entry) return null;
  if (requesterUid === '' || entry.uploadedBy !== requesterUid) throw new NotOwnerError();
  const [moved] = await moveToTrash(requesterUid, layout.listKey, [entry]);
  if (!moved) return null;
  let settled: Promise<void> | null = null;
  return {
    record: entry,
    undo: () => (settled ??= restoreFromTrash(requesterUid, [id]).then(() => undefined)),
    finish: () => (settled ??= Promise.resolve()),
  };
}

/** Moves the file to the student's Trash; NotOwnerError unless requesterUid === uploadedBy. */
export async function deleteFile(
  layout: StorageLayout,
  id: string,
  requesterUid: string,
): Promise<void> {
  await (await deleteFileUndoably(layout, id, requesterUid))?.finish();
}

/**
 * Moves the requester's own files of the list to their Trash (others' files stay). Returns the
 * files moved, which restoreFromTrash lists again.
 */
export async function clearFiles(
  layout: StorageLayout,
  requesterUid: string,
): Promise<StoredFileRecord[]> {
  if (requesterUid === '') return [];
  const own = readList(layout.listKey).filter((record) => record.uploadedBy === requesterUid);
  return moveToTrash(requesterUid, layout.listKey, own);
}

/**
 * Moves the requester's files `ids` of one list to their Trash, together (one Trash entry each);
 * returns the records moved. Another student's file, or one no longer listed, is left out.
 */
export async function trashFiles(
  layout: StorageLayout,
  ids: readonly string[],
  requesterUid: string,
): Promise<StoredFileRecord[]> {
  if (requesterUid === '') return [];
  const wanted = new Set(ids);
  const own = readList(layout.listKey).filter(
    (record) => wanted.has(record.id) && record.uploadedBy === requesterUid,
  );
  return moveToTrash(requesterUid, layout.listKey, own);
}

/**
 * Names the file `fileName` in its list: the name it is shown, downloaded and opened by. Its
 * bytes and marks stay under its id. NotOwnerError unless requesterUid === uploadedBy;
 * FileMissingError when it is no longer listed.
 */
export async function renameFile(
  layout: StorageLayout,
  id: string,
  fileName: string,
  requesterUid: string,
): Promise<void> {
  const entry = readList(layout.listKey).find((record) => record.id === id);
  if (!entry) throw new FileMissingError();
  if (requesterUid === '' || entry.uploadedBy !== requesterUid) throw new NotOwnerError();
  await changeList({ op: 'rename', key: layout.listKey, id, fileName });
}

/**
 * Removes a file that has been stored again elsewhere (moved to another subject): its list entry,
 * its bytes and its marks, with no stop in the Trash, since nothing of it is lost. Only the
 * requester's own file is removed.
 */
export async function removeMovedFile(
  layout: StorageLayout,
  id: string,
  requesterUid: string,
): Promise<void> {
  if (requesterUid === '') return;
  const removed = await changeList({
    op: 'remove',
    key: layout.listKey,
    ids: [id],
    uploadedBy: requesterUid,
  });
  if (removed.length === 0) return;
  await deleteFileBytesQuietly(id);
  forgetMarks(layout.listKey, [id]);
}

/**
 * What every start does once the first screen is shown: deletes for good what has been in a Trash
 * for 30 days, removes what an interrupted upload left behind, then self-tests how this browser
 * stores bytes and mends files an engine that mishandles slices damaged.
 */
export async function runStartUpChecks(): Promise<void> {
  await purgeExpiredTrash();
  await sweepOrphans();
  await repairSliceDamage();
}

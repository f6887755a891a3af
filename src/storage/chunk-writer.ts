/**
 * Writes a large file's bytes to IndexedDB in ONE readwrite transaction: values are prepared first
 * (awaiting anything but an IDB request inside a transaction ends it), then every put is issued and
 * `tx.done` awaited. The bytes are `file.slice()` Blobs, which Chromium stores without copying them
 * through script; where a browser refuses Blobs (DataCloneError), the file is redone with ArrayBuffers.
 */
import { errorName, isQuotaError, StorageFullError } from './errors';
import { CHUNK_BYTES, chunkKey, openFileDb, type FileDb } from './file-db';
import { deleteFileBytesQuietly } from './delete-bytes';
import type { FileDbRecord, FileRecordFields, StorageLayout, StoredBytes } from './records';

/** How chunk bytes are handed to IndexedDB. */
export type BytesFormat = 'blob' | 'arrayBuffer';

/** What the writer needs of a File: its size and cheap slices. */
export type SliceableFile = Pick<File, 'size' | 'slice'>;

export interface LargeFileWrite {
  id: string;
  file: SliceableFile;
  fields: FileRecordFields;
  format: StorageLayout['largeFormat'];
  /** Default 'blob' (falling back to 'arrayBuffer' on DataCloneError); 'arrayBuffer' forces the fallback. */
  bytesAs?: BytesFormat;
  onProgress?: (percent: number) => void;
}

async function bytesOf(blob: Blob, bytesAs: BytesFormat): Promise<StoredBytes> {
  return bytesAs === 'blob' ? blob : blob.arrayBuffer();
}

/** Every record of the file, bytes included, ready to put. */
async function prepareRecords(
  write: LargeFileWrite,
  bytesAs: BytesFormat,
): Promise<FileDbRecord[]> {
  const { id, file, fields } = write;
  if (write.format === 'single') {
    return [{ id, ...fields, data: await bytesOf(file.slice(0, file.size), bytesAs) }];
  }
  const totalChunks = Math.ceil(file.size / CHUNK_BYTES);
  const records: FileDbRecord[] = [
    { id, isMetadata: true, totalChunks, originalSize: file.size, ...fields },
  ];
  for (let chunkIndex = 0; chunkIndex < totalChunks; chunkIndex += 1) {
    const start = chunkIndex * CHUNK_BYTES;
    const end = Math.min(start + CHUNK_BYTES, file.size);
    records.push({
      id: chunkKey(id, chunkIndex),
      fileId: id,
      chunkIndex,
      totalChunks,
      // Sequential on purpose: the ArrayBuffer fallback should not read every chunk at once.
      data: await bytesOf(file.slice(start, end), bytesAs),
      size: end - start,
      ...fields,
    });
  }
  return records;
}

/**
 * A browser that cannot store Blobs says DataCloneError; older Safari said UnknownError ("Error
 * preparing Blob/File data"). Either way one more try with ArrayBuffers costs little.
 */
function refusesBlobs(error: unknown): boolean {
  const name = errorName(error);
  return name === 'DataCloneError' || name === 'UnknownError';
}

/** The error that explains a failed transaction best: a quota error, else the first real one. */
function mostTellingError(reasons: readonly unknown[]): unknown {
  return (
    reasons.find(isQuotaError) ??
    reasons.find((reason) => errorName(reason) !== 'AbortError') ??
    reasons[0]
  );
}

function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // Already finished or aborting: nothing more to undo.
  }
}

async function putInOneTransaction(
  db: FileDb,
  records: readonly FileDbRecord[],
  onProgress?: (percent: number) => void,
): Promise<void> {
  const withBytes = records.filter((record) => 'data' in record).length;
  let stored = 0;
  const tx = db.transaction('files', 'readwrite');
  const requests: Promise<unknown>[] = [];
  const reasons: unknown[] = [];
  try {
    for (const record of records) {
      const put = tx.store.put(record);
      requests.push(put);
      if (onProgress && 'data' in record) {
        void put.then(
          () => {
            stored += 1;
            onProgress(Math.round((stored / withBytes) * 100));
          },
          () => undefined, // the failure is collected below
        );
      }
    }
  } catch (error) {
    // put() throws synchronously for values it cannot clone; what was queued must not commit.
    reasons.push(error);
    abortQuietly(tx);
  }
  const results = await Promise.allSettled([...requests, tx.done]);
  for (const result of results) if (result.status === 'rejected') reasons.push(result.reason);
  if (reasons.length > 0) throw mostTellingError(reasons);
  if (withBytes === 0) onProgress?.(100);
}

/**
 * Stores the file's records; on any failure nothing of this file remains (the transaction aborts, and
 * a best-effort delete follows). Quota errors become StorageFullError; others are rethrown.
 */
export async function writeLargeFile(write: LargeFileWrite): Promise<void> {
  const db = await openFileDb();
  const bytesAs = write.bytesAs ?? 'blob';
  try {
    try {
      await putInOneTransaction(db, await prepareRecords(write, bytesAs), write.onProgress);
    } catch (error) {
      if (bytesAs !== 'blob' || !refusesBlobs(error)) throw error;
      const records = await prepareRecords(write, 'arrayBuffer');
      await putInOneTransaction(db, records, write.onProgress);
    }
  } catch (error) {
    await deleteFileBytesQuietly(write.id);
    if (isQuotaError(error))
      throw new StorageFullError(undefined, { cause: error, during: 'files' });
    throw error;
  }
}

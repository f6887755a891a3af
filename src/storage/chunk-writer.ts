/**
 * Writes a large file's bytes to IndexedDB in ONE readwrite transaction. The records are planned
 * first, synchronously: in Blob mode a chunk's bytes are a `file.slice()`, which Chromium stores
 * without copying through script, so planning reads nothing and the transaction never waits on
 * anything but its own requests. Where a browser refuses Blobs (DataCloneError), the file is redone
 * with ArrayBuffers, read one chunk at a time before the transaction opens.
 */
import { unwrap } from 'idb';
import { errorName, isQuotaError, StorageFullError } from './errors';
import { CHUNK_BYTES, chunkKey, openFileDb, type FileDb } from './file-db';
import { deleteFileBytesQuietly } from './delete-bytes';
import type { FileDbRecord, FileRecordFields, StorageLayout } from './records';

/** How chunk bytes are handed to IndexedDB. */
export type BytesFormat = 'blob' | 'arrayBuffer';

/** What writing needs of a File: its size and cheap slices. */
export type SliceableFile = Pick<File, 'size' | 'slice'>;

export interface LargeFileWrite {
  id: string;
  file: SliceableFile;
  fields: FileRecordFields;
  format: StorageLayout['largeFormat'];
  /** Default 'blob' (falling back to 'arrayBuffer' on DataCloneError); 'arrayBuffer' forces the fallback. */
  bytesAs?: BytesFormat;
  onProgress?: (percent: number) => void;
  /** Awaited once the records are planned, before anything is written; a rejection writes nothing. */
  beforeWrite?: () => Promise<void>;
  /** Aborts the transaction if it has not committed yet: nothing of the file is kept. */
  signal?: AbortSignal;
}

/**
 * Every record of the file, its bytes as Blob slices: a slice is a reference into the picked file,
 * so planning a 100 MB file reads nothing and holds no bytes.
 */
function planLargeFile({ id, file, fields, format }: LargeFileWrite): FileDbRecord[] {
  if (format === 'single') return [{ id, ...fields, data: file.slice(0, file.size) }];
  const totalChunks = Math.ceil(file.size / CHUNK_BYTES);
  const records: FileDbRecord[] = [
    { id, isMetadata: true, totalChunks, originalSize: file.size, ...fields },
  ];
  for (let chunkIndex = 0; chunkIndex < totalChunks; chunkIndex += 1) {
    const start = chunkIndex * CHUNK_BYTES;
    const data = file.slice(start, Math.min(start + CHUNK_BYTES, file.size));
    records.push({
      id: chunkKey(id, chunkIndex),
      fileId: id,
      chunkIndex,
      totalChunks,
      data,
      size: data.size,
      ...fields,
    });
  }
  return records;
}

/** The same records with ArrayBuffer bytes, read one at a time so a 100 MB file is never all in memory at once. */
async function withArrayBuffers(records: readonly FileDbRecord[]): Promise<FileDbRecord[]> {
  const converted: FileDbRecord[] = [];
  for (const record of records) {
    converted.push(
      'data' in record && record.data instanceof Blob
        ? { ...record, data: await record.data.arrayBuffer() }
        : record,
    );
  }
  return converted;
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

function abortQuietly(tx: IDBTransaction): void {
  try {
    tx.abort();
  } catch {
    // Already finished or aborting: nothing more to undo.
  }
}

/**
 * Between two progress reports while chunks are handed over. A put's success only means the browser
 * has taken the chunk (Chromium writes a transaction's blobs when it commits), so a fast device hands
 * a 100 MB file over in a few tens of ms: a screen update per chunk would only delay the commit,
 * while a slow hand-over still moves every 250 ms.
 */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * Issues every put on the raw transaction: a 100-chunk file would otherwise make 100 promise
 * wrappers and handlers, which cost the main thread more than the puts themselves. Progress counts
 * the chunks handed over, reported at most every PROGRESS_INTERVAL_MS and once all are; the
 * promise settles with the transaction.
 */
function putInOneTransaction(
  db: FileDb,
  records: readonly FileDbRecord[],
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  // The raw transaction: idb's wrapper would add a done promise that rejects unheard on abort.
  const tx = unwrap(db).transaction('files', 'readwrite');
  const withBytes = records.filter((record) => 'data' in record).length;
  let stored = 0;
  let reportedAt = performance.now();
  const onStored =
    onProgress &&
    (() => {
      stored += 1;
      const now = performance.now();
      if (stored < withBytes && now - reportedAt < PROGRESS_INTERVAL_MS) return;
      reportedAt = now;
      onProgress(Math.round((stored / withBytes) * 100));
    });
  return new Promise<void>((resolve, reject) => {
    const reasons: unknown[] = [];
    // A failed request's error event reaches the transaction before the transaction aborts.
    tx.onerror = (event) => reasons.push((event.target as IDBRequest | null)?.error ?? tx.error);
    const cancel = () => abortQuietly(tx);
    signal?.addEventListener('abort', cancel, { once: true });
    tx.onabort = () => {
      signal?.removeEventListener('abort', cancel);
      reject(mostTellingError([...reasons, tx.error ?? new DOMException('Aborted', 'AbortError')]));
    };
    tx.oncomplete = () => {
      signal?.removeEventListener('abort', cancel);
      if (withBytes === 0) onProgress?.(100);
      resolve();
    };
    const store = tx.objectStore('files');
    try {
      for (const record of records) {
        const request = store.put(record);
        if (onStored && 'data' in record) request.onsuccess = onStored;
      }
    } catch (error) {
      // put() throws synchronously for values it cannot clone; what was queued must not commit.
      reasons.push(error);
      abortQuietly(tx);
    }
  });
}

/**
 * Stores the file's records; on any failure nothing of this file remains (the transaction aborts, and
 * a best-effort delete follows). Quota errors become StorageFullError; others are rethrown.
 */
export async function writeLargeFile(write: LargeFileWrite): Promise<void> {
  const planned = planLargeFile(write);
  const db = await openFileDb();
  await write.beforeWrite?.();
  try {
    if (write.bytesAs === 'arrayBuffer') {
      await putInOneTransaction(
        db,
        await withArrayBuffers(planned),
        write.onProgress,
        write.signal,
      );
      return;
    }
    try {
      await putInOneTransaction(db, planned, write.onProgress, write.signal);
    } catch (error) {
      if (!refusesBlobs(error)) throw error;
      await putInOneTransaction(
        db,
        await withArrayBuffers(planned),
        write.onProgress,
        write.signal,
      );
    }
  } catch (error) {
    await deleteFileBytesQuietly(write.id);
    if (isQuotaError(error))
      throw new StorageFullError(undefined, { cause: error, during: 'files' });
    throw error;
  }
}

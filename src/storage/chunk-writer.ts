/**
 * Writes a large file's bytes to IndexedDB in ONE readwrite transaction. The records are planned
 * first, their bytes as `file.slice()` references; how those bytes are handed over is this
 * device's bytes mode (bytes-mode.ts): as the slices themselves where the engine stores a slice
 * exactly (Blink, which then copies nothing through script), else as copies or ArrayBuffers, made
 * one chunk at a time before the transaction opens. Where a browser refuses Blobs
 * (DataCloneError), the file is redone with ArrayBuffers. No transaction is waited on for ever.
 */
import { unwrap } from 'idb';
import { abortQuietly } from './abort-transaction';
import { StorageTimeoutError, withTimeout } from './bounded';
import { bytesMode, type BytesMode } from './bytes-mode';
import { errorName, isQuotaError, StorageFullError, StorageUnavailableError } from './errors';
import { CHUNK_BYTES, chunkKey, openFileDb, type FileDb } from './file-db';
import { deleteFileBytesQuietly } from './delete-bytes';
import type { FileDbRecord, FileRecordFields, StorageLayout } from './records';

/** What writing needs of a File: its size and cheap slices. */
export type SliceableFile = Pick<File, 'size' | 'slice'>;

export interface LargeFileWrite {
  id: string;
  file: SliceableFile;
  fields: FileRecordFields;
  format: StorageLayout['largeFormat'];
  /** Default: this device's self-tested mode; a test may force one. */
  bytesAs?: Exclude<BytesMode, 'unavailable'>;
  onProgress?: (percent: number) => void;
  /** Awaited once the records are planned, before anything is written; a rejection writes nothing. */
  beforeWrite?: () => Promise<void>;
  /** Aborts the transaction if it has not committed yet: nothing of the file is kept. */
  signal?: AbortSignal;
  /**
   * For a rewrite over records that are already stored: a failed transaction leaves them as they
   * were, and the usual cleanup (which deletes every record of the id) is skipped.
   */
  keepOnFailure?: boolean;
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

/**
 * The same records with each Blob's bytes read out, one chunk at a time so that a 100 MB file is
 * read in 1 MB steps: as ArrayBuffers, or as Blobs of their own (which a browser that mishandles
 * slices stores exactly).
 */
async function withOwnBytes(
  records: readonly FileDbRecord[],
  as: 'copies' | 'arrayBuffers',
  signal?: AbortSignal,
): Promise<FileDbRecord[]> {
  const converted: FileDbRecord[] = [];
  for (const record of records) {
    signal?.throwIfAborted();
    if (!('data' in record) || !(record.data instanceof Blob)) {
      converted.push(record);
      continue;
    }
    const bytes = await record.data.arrayBuffer();
    converted.push({ ...record, data: as === 'copies' ? new Blob([bytes]) : bytes });
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

/**
 * Between two progress reports while chunks are handed over. A put's success only means the browser
 * has taken the chunk (Chromium writes a transaction's blobs when it commits), so a fast device hands
 * a 100 MB file over in a few tens of ms: a screen update per chunk would only delay the commit,
 * while a slow hand-over still moves every 250 ms.
 */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * How long a transaction may go without a sign of life (a put taken, a commit, an abort) before it
 * is given up: a base for the commit plus time for every MB it writes, which a slow phone's disk
 * needs. WebKit can leave a transaction neither committed nor aborted; this turns that into a
 * failed upload instead of a hang.
 */
export function stallBoundMs(bytes: number): number {
  return 15_000 + Math.ceil(bytes / CHUNK_BYTES) * 500;
}

/** After a request fails, how long the transaction has to abort before it is taken as failed. */
const ABORT_GRACE_MS = 2_000;

function bytesIn(records: readonly FileDbRecord[]): number {
  return records.reduce((sum, record) => {
    if (!('data' in record)) return sum;
    const { data } = record;
    return sum + (data instanceof Blob ? data.size : data.byteLength);
  }, 0);
}

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
  const stallMs = stallBoundMs(bytesIn(records));
  return new Promise<void>((resolve, reject) => {
    const reasons: unknown[] = [];
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: () => void) => {
      clearTimeout(watchdog);
      signal?.removeEventListener('abort', cancel);
      outcome();
    };
    const giveUp = (error: unknown) => {
      abortQuietly(tx);
      finish(() => reject(error));
    };
    const watch = (ms: number, error: () => unknown) => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => giveUp(error()), ms);
    };
    const stalled = () => new StorageTimeoutError('a file write', stallMs);
    // A failed request's error event reaches the transaction before the transaction aborts; in
    // WebKit the abort may never come, so a failure is final after a short grace.
    tx.onerror = (event) => {
      reasons.push((event.target as IDBRequest | null)?.error ?? tx.error);
      watch(ABORT_GRACE_MS, () => mostTellingError(reasons));
    };
    const cancel = () => abortQuietly(tx);
    signal?.addEventListener('abort', cancel, { once: true });
    tx.onabort = () =>
      finish(() =>
        reject(
          mostTellingError([...reasons, tx.error ?? new DOMException('Aborted', 'AbortError')]),
        ),
      );
    tx.oncomplete = () =>
      finish(() => {
        if (withBytes === 0) onProgress?.(100);
        resolve();
      });
    watch(stallMs, stalled);
    const store = tx.objectStore('files');
    try {
      for (const record of records) {
        const request = store.put(record);
        if ('data' in record) {
          request.onsuccess = () => {
            if (reasons.length === 0) watch(stallMs, stalled);
            onStored?.();
          };
        }
      }
    } catch (error) {
      // put() throws synchronously for values it cannot clone; what was queued must not commit.
      reasons.push(error);
      abortQuietly(tx);
    }
  });
}

/** The planned records with their bytes as this device's mode stores them exactly. */
async function recordsFor(
  planned: readonly FileDbRecord[],
  mode: Exclude<BytesMode, 'unavailable'>,
  signal?: AbortSignal,
): Promise<readonly FileDbRecord[]> {
  return mode === 'slices' ? planned : withOwnBytes(planned, mode, signal);
}

/** A cleanup behind a transaction that never ended would wait for ever: it gets a bound too. */
const CLEANUP_BOUND_MS = 5_000;

/**
 * Stores the file's records; on any failure nothing of this file remains (the transaction aborts, and
 * a best-effort delete follows). Quota errors become StorageFullError; a device that cannot store
 * files at all, StorageUnavailableError; others are rethrown.
 */
export async function writeLargeFile(write: LargeFileWrite): Promise<void> {
  const planned = planLargeFile(write);
  const mode = write.bytesAs ?? (await bytesMode());
  if (mode === 'unavailable') throw new StorageUnavailableError();
  const db = await openFileDb();
  await write.beforeWrite?.();
  try {
    const records = await recordsFor(planned, mode, write.signal);
    try {
      await putInOneTransaction(db, records, write.onProgress, write.signal);
    } catch (error) {
      if (mode === 'arrayBuffers' || !refusesBlobs(error)) throw error;
      await putInOneTransaction(
        db,
        await withOwnBytes(planned, 'arrayBuffers', write.signal),
        write.onProgress,
        write.signal,
      );
    }
  } catch (error) {
    if (!write.keepOnFailure)
      await withTimeout(deleteFileBytesQuietly(write.id), CLEANUP_BOUND_MS, 'a cleanup').catch(
        () => undefined,
      );
    if (isQuotaError(error))
      throw new StorageFullError(undefined, { cause: error, during: 'files' });
    throw error;
  }
}

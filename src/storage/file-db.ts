/**
 * The IndexedDB file store of the spec: database StudyShelfFiles v2, object store `files` keyed by `id`,
 * indexes subject, uploadedBy and chunkIndex. Renaming any of these orphans what students already
 * stored: it needs a new version and a migration in `upgrade`.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { FILE_DB } from './keys';
import type { FileDbRecord } from './records';

export const CHUNK_BYTES = 1048576;

export interface FileDbSchema extends DBSchema {
  files: {
    key: string;
    value: FileDbRecord;
    indexes: { subject: string; uploadedBy: string; chunkIndex: number };
  };
}

export type FileDb = IDBPDatabase<FileDbSchema>;

const INDEXES = ['subject', 'uploadedBy', 'chunkIndex'] as const;

/** The key of chunk `index` of file `fileId`. */
export function chunkKey(fileId: string, index: number): string {
  return `${fileId}_chunk_${index}`;
}

const CHUNK_KEY = /^(.*)_chunk_(\d+)$/;

/** The file a stored key belongs to: the file id of a chunk key, else the key itself. */
export function ownerOfKey(key: string): { fileId: string; isChunk: boolean } {
  const match = CHUNK_KEY.exec(key);
  return match?.[1] === undefined
    ? { fileId: key, isChunk: false }
    : { fileId: match[1], isChunk: true };
}

/** Every key a chunk of `fileId` could have sorts inside this range (indices are digits). */
export function chunkKeyRange(fileId: string): IDBKeyRange {
  return IDBKeyRange.bound(`${fileId}_chunk_`, `${fileId}_chunk_\uffff`);
}

let connection: Promise<FileDb> | null = null;

/**
 * Whether this device holds the file database yet, without creating it (opening would). Where
 * the browser cannot list its databases, it is taken to exist.
 */
export async function fileDbExists(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((db) => db.name === FILE_DB.name);
}

/** The shared connection, opened (and upgraded) on first use. */
export function openFileDb(): Promise<FileDb> {
  if (connection) return connection;
  const opening = openDB<FileDbSchema>(FILE_DB.name, FILE_DB.version, {
    upgrade(db, _oldVersion, _newVersion, tx) {
      // Create whatever an older or partial database lacks, so every earlier version upgrades in place.
      const store = db.objectStoreNames.contains(FILE_DB.store)
        ? tx.objectStore(FILE_DB.store)
        : db.createObjectStore(FILE_DB.store, { keyPath: 'id' });
      for (const index of INDEXES) {
        if (!store.indexNames.contains(index)) store.createIndex(index, index, { unique: false });
      }
    },
    blocking() {
      // Another tab wants a newer version: step aside rather than block it; the next call reopens.
      closeFileDb();
    },
    terminated() {
      connection = null;
    },
  });
  connection = opening;
  opening.catch(() => {
    if (connection === opening) connection = null;
  });
  return opening;
}

/** Closes the shared connection (tests, and tabs asked to make way for a newer version). */
export function closeFileDb(): void {
  const current = connection;
  connection = null;
  void current?.then(
    (db) => db.close(),
    () => undefined,
  );
}

export type FilesStore<Mode extends IDBTransactionMode> = IDBPTransaction<
  FileDbSchema,
  ['files'],
  Mode
>['store'];

/**
 * Runs `work` in one transaction on the file store and resolves with its result once the
 * transaction commits. Every request `work` makes belongs to the transaction: it commits all of
 * them or none, and a failed request rejects the whole.
 */
export async function tx<T, Mode extends IDBTransactionMode>(
  mode: Mode,
  work: (store: FilesStore<Mode>) => Promise<T>,
): Promise<T> {
  const transaction = (await openFileDb()).transaction('files', mode);
  const [result] = await Promise.all([work(transaction.store), transaction.done]);
  return result;
}

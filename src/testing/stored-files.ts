/** Helpers for the storage unit tests (never imported by the app). */
import { deleteDB, unwrap } from 'idb';
import { expect, vi } from 'vitest';
import { closeFileDb, CHUNK_BYTES, openFileDb } from '../storage/file-db';
import { DEVICE_DB, FILE_DB } from '../storage/keys';
import type { FileDbRecord, StorageLayout } from '../storage/records';

export const MB = CHUNK_BYTES;

export const layouts = {
  notes: { listKey: 'notes_ai-ml', largeThreshold: MB, largeFormat: 'chunked' },
  papers: { listKey: 'papers_ai-ml_mid-sem', largeThreshold: 5 * MB, largeFormat: 'chunked' },
  schedules: { listKey: 'lecture_schedules', largeThreshold: 5 * MB, largeFormat: 'single' },
  books: { listKey: 'refbooks_big-data', largeThreshold: 5 * MB, largeFormat: 'single' },
} as const satisfies Record<string, StorageLayout>;

/** Byte `position` of every test file: depends on the chunk too, so chunks in the wrong order show. */
export function patternByte(position: number): number {
  return (position + Math.floor(position / MB) * 13) % 251;
}

export function patternBytes(start: number, end: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(end - start);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = patternByte(start + i);
  return bytes;
}

/** A real (jsdom) File of `size` pattern bytes. */
export function realFile(name: string, size: number, type = ''): File {
  return new File([patternBytes(0, size)], name, { type });
}

/**
 * A File whose bytes are made only when sliced, so a 100 MB file costs 1 MB at a time. It has what the
 * store uses of a large File (name, size, type, slice); FileReader cannot read it.
 */
export function lazyFile(name: string, size: number, type = ''): File {
  const fake = {
    name,
    size,
    type,
    lastModified: 0,
    slice(start = 0, end = size): Blob {
      const from = Math.max(0, Math.min(start, size));
      const to = Math.max(from, Math.min(end, size));
      return new Blob([patternBytes(from, to)]);
    },
  };
  return fake as unknown as File;
}

export async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/** Checks every byte (a deep toEqual of megabytes is far too slow). */
export async function expectPatternBytes(blob: Blob, size: number): Promise<void> {
  expect(blob.size).toBe(size);
  const bytes = await bytesOf(blob);
  expect(bytes.length).toBe(size);
  const firstWrong = bytes.findIndex((byte, position) => byte !== patternByte(position));
  expect(firstWrong).toBe(-1);
}

export async function allRecords(): Promise<FileDbRecord[]> {
  const db = await openFileDb();
  return db.getAll('files');
}

export async function allKeys(): Promise<string[]> {
  const db = await openFileDb();
  return db.getAllKeys('files');
}

export async function putRecords(records: readonly FileDbRecord[]): Promise<void> {
  const db = await openFileDb();
  const tx = db.transaction('files', 'readwrite');
  await Promise.all([...records.map((record) => tx.store.put(record)), tx.done]);
}

export async function resetFileDb(): Promise<void> {
  closeFileDb();
  await deleteDB(FILE_DB.name);
}

/** A device as new: no lists, no files, and no identity, pairings or sync states of its own. */
export async function resetDevice(): Promise<void> {
  localStorage.clear();
  await resetFileDb();
  await deleteDB(DEVICE_DB.name);
}

export function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/**
 * Makes fake-indexeddb fail the put of every record `shouldFail` picks with `error`, the way a
 * browser fails a request asynchronously (the transaction then aborts). Test-only reach into
 * fake-indexeddb's internals: its raw object store's storeRecord.
 */
export async function failPuts(
  shouldFail: (id: string) => boolean,
  error: unknown = quotaError(),
): Promise<() => void> {
  interface RawStore {
    storeRecord(record: { value: { id: string } }, ...rest: unknown[]): unknown;
  }
  const db = await openFileDb();
  const store = unwrap(db.transaction('files').store) as unknown as { _rawObjectStore: RawStore };
  const prototype = Object.getPrototypeOf(store._rawObjectStore) as RawStore;
  const original = prototype.storeRecord;
  const spy = vi.spyOn(prototype, 'storeRecord').mockImplementation(function (
    this: RawStore,
    record,
    ...rest
  ) {
    if (shouldFail(record.value.id)) throw error;
    return original.call(this, record, ...rest);
  });
  return () => {
    spy.mockRestore();
  };
}

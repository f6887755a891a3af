import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkKey, chunkKeyRange, closeFileDb, openFileDb, ownerOfKey } from './file-db';
import { resetFileDb } from '../testing/stored-files';
import type { FileDbRecord } from './records';

afterEach(resetFileDb);

describe('openFileDb', () => {
  it('creates StudyShelfFiles v2 with the files store and its three indexes', async () => {
    const db = await openFileDb();
    expect(db.name).toBe('StudyShelfFiles');
    expect(db.version).toBe(2);
    expect([...db.objectStoreNames]).toEqual(['files']);
    const store = db.transaction('files').store;
    expect(store.keyPath).toBe('id');
    expect([...store.indexNames].sort()).toEqual(['chunkIndex', 'subject', 'uploadedBy']);
    for (const name of ['chunkIndex', 'subject', 'uploadedBy'] as const) {
      expect(store.index(name).keyPath).toBe(name);
      expect(store.index(name).unique).toBe(false);
    }
  });

  it('upgrades a version 1 database in place, adding what is missing and keeping the records', async () => {
    const v1 = await openDB('StudyShelfFiles', 1, {
      upgrade(db) {
        db.createObjectStore('files', { keyPath: 'id' }).createIndex('subject', 'subject');
      },
    });
    await v1.put('files', { id: 'old', subject: 'dsa', data: 'kept' });
    v1.close();

    const db = await openFileDb();
    const store = db.transaction('files').store;
    expect([...store.indexNames].sort()).toEqual(['chunkIndex', 'subject', 'uploadedBy']);
    expect(await db.get('files', 'old')).toEqual({ id: 'old', subject: 'dsa', data: 'kept' });
  });

  it('shares one connection and reopens after closing', async () => {
    const first = await openFileDb();
    expect(await openFileDb()).toBe(first);
    closeFileDb();
    const second = await openFileDb();
    expect(second).not.toBe(first);
    expect(await second.count('files')).toBe(0);
  });

  it('steps aside when another tab opens a newer version', async () => {
    await openFileDb();
    const newer = await openDB('StudyShelfFiles', 3);
    expect(newer.version).toBe(3);
    newer.close();
  });
});

describe('chunk keys', () => {
  it('names chunks after their file and finds the owner back', () => {
    expect(chunkKey('notes_ai-ml_1_abc', 7)).toBe('notes_ai-ml_1_abc_chunk_7');
    expect(ownerOfKey('notes_ai-ml_1_abc_chunk_7')).toEqual({
      fileId: 'notes_ai-ml_1_abc',
      isChunk: true,
    });
    expect(ownerOfKey('notes_ai-ml_1_abc')).toEqual({
      fileId: 'notes_ai-ml_1_abc',
      isChunk: false,
    });
    expect(ownerOfKey('a_chunk_x')).toEqual({ fileId: 'a_chunk_x', isChunk: false });
  });

  it('ranges over every chunk of a file and nothing of its neighbours', () => {
    const range = chunkKeyRange('f1');
    expect(range.includes('f1_chunk_0')).toBe(true);
    expect(range.includes('f1_chunk_104')).toBe(true);
    expect(range.includes('f1')).toBe(false);
    expect(range.includes('f10_chunk_0')).toBe(false);
    expect(range.includes('f1_chunkier')).toBe(false);
  });
});

describe('a transaction on the file store', () => {
  it('commits every write of its work together, or none when one fails', async () => {
    const { tx } = await import('./file-db');
    const record = (id: string) => ({ id, isMetadata: true }) as unknown as FileDbRecord;
    await tx('readwrite', async (store) => {
      await Promise.all([store.put(record('a')), store.put(record('b'))]);
    });
    await expect(
      tx('readwrite', async (store) => {
        await store.put(record('c'));
        // A second add of a stored key fails, and takes the put before it with it.
        await store.add(record('a'));
      }),
    ).rejects.toThrow();
    expect(await tx('readonly', (store) => store.getAllKeys())).toEqual(['a', 'b']);
  });
});

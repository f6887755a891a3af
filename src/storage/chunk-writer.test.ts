import { afterEach, describe, expect, it, vi } from 'vitest';
import { stallBoundMs, writeLargeFile } from './chunk-writer';
import { StorageTimeoutError } from './bounded';
import { openFileDb } from './file-db';
import { deleteFileBytesQuietly } from './delete-bytes';
import { StorageFullError } from './errors';
import type { FileRecordFields } from './records';
import { allKeys, failPuts, lazyFile, MB, quotaError, resetFileDb } from '../testing/stored-files';

// With the best-effort cleanup switched off, whatever is left is what the transaction itself left.
vi.mock('./delete-bytes', () => ({ deleteFileBytesQuietly: vi.fn(() => Promise.resolve()) }));

const fields: FileRecordFields = {
  fileName: 'x.pdf',
  fileSize: 4 * MB,
  fileType: 'application/pdf',
  uploadedAt: '2024-01-01T00:00:00.000Z',
  uploadedBy: 'uid-a',
};

function write(id = 'f') {
  return writeLargeFile({ id, file: lazyFile('x.pdf', 4 * MB), fields, format: 'chunked' });
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.mocked(deleteFileBytesQuietly).mockClear();
  await resetFileDb();
});

describe('writeLargeFile: one transaction per file', () => {
  it('commits nothing when a later chunk fails asynchronously', async () => {
    const restore = await failPuts((id) => id === 'f_chunk_3');
    await expect(write()).rejects.toBeInstanceOf(StorageFullError);
    restore();
    expect(await allKeys()).toEqual([]);
    expect(deleteFileBytesQuietly).toHaveBeenCalledWith('f');
  });

  it('commits nothing when a put throws synchronously after others were queued', async () => {
    const clone = globalThis.structuredClone;
    vi.spyOn(globalThis, 'structuredClone').mockImplementation((value, options) => {
      if ((value as { chunkIndex?: number } | null)?.chunkIndex === 2) throw quotaError();
      return clone(value, options);
    });
    await expect(write()).rejects.toMatchObject({ during: 'files' });
    vi.mocked(globalThis.structuredClone).mockRestore();
    expect(await allKeys()).toEqual([]);
  });

  it('leaves earlier files alone when it fails', async () => {
    await write('earlier');
    const restore = await failPuts((id) => id === 'f_chunk_0');
    await expect(write('f')).rejects.toBeInstanceOf(StorageFullError);
    restore();
    expect(await allKeys()).toHaveLength(5);
    expect((await allKeys()).every((key) => key.startsWith('earlier'))).toBe(true);
  });

  it('does not retry with ArrayBuffers for errors other than refused Blobs', async () => {
    const restore = await failPuts(() => true, new DOMException('x', 'ConstraintError'));
    const slice = vi.fn(
      (start?: number, end?: number) => new Blob([new Uint8Array((end ?? 0) - (start ?? 0))]),
    );
    const file = { size: 2 * MB, slice } as unknown as File;
    await expect(
      writeLargeFile({ id: 'f', file, fields, format: 'chunked' }),
    ).rejects.toMatchObject({
      name: 'ConstraintError',
    });
    restore();
    expect(slice).toHaveBeenCalledTimes(2);
  });
});

/**
 * Transactions as WebKit leaves them in a private window: the first one's Blob puts fail and it
 * never ends; every later one waits behind it, answering nothing.
 */
function hangTransactions() {
  let opened = 0;
  return vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
    opened += 1;
    const blocked = opened > 1;
    const tx = {
      onerror: null as ((event: Event) => void) | null,
      onabort: null,
      oncomplete: null,
      error: null,
      abort: () => undefined,
      objectStore: () => ({
        put: () => {
          const request = { onsuccess: null, error: new DOMException('x', 'UnknownError') };
          if (!blocked) setImmediate(() => tx.onerror?.({ target: request } as unknown as Event));
          return request;
        },
      }),
    };
    return tx as unknown as IDBTransaction;
  });
}

describe('writeLargeFile: never waits for ever', () => {
  it('fails a write whose transaction neither completes nor aborts, within its bound', async () => {
    await openFileDb();
    const transactions = hangTransactions();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const writing = writeLargeFile({
        id: 'f',
        file: lazyFile('x.pdf', 3 * MB),
        fields,
        format: 'chunked',
        bytesAs: 'copies',
      });
      let outcome: unknown = 'pending';
      writing.then(
        () => (outcome = 'stored'),
        (error: unknown) => (outcome = error),
      );
      // IndexedDB moves on setImmediate, which stays real; time moves a second at a time.
      let waited = 0;
      while (outcome === 'pending' && waited < 120_000) {
        await new Promise(setImmediate);
        await vi.advanceTimersByTimeAsync(1_000);
        waited += 1_000;
      }
      expect(outcome).toBeInstanceOf(StorageTimeoutError);
      // The failed put's grace, then the retry with ArrayBuffers, which waits behind the first: a
      // 3 MB upload says it failed within 30 s (the loop's one-second steps round it up).
      expect(waited).toBeGreaterThanOrEqual(stallBoundMs(3 * MB));
      expect(waited).toBeLessThanOrEqual(30_000);
      expect(transactions).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
    expect(deleteFileBytesQuietly).toHaveBeenCalledWith('f');
  });

  it('gives a slow phone time to commit: the bound grows with the file', () => {
    expect(stallBoundMs(100 * MB)).toBeGreaterThan(stallBoundMs(3 * MB));
    expect(stallBoundMs(3 * MB)).toBeLessThan(30_000);
  });
});

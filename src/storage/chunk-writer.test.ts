import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLargeFile } from './chunk-writer';
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

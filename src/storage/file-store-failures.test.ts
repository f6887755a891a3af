import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FileMissingError,
  listFiles,
  readFile,
  saveFile,
  StorageFullError,
  type SaveFileInput,
} from './file-store';
import type { FileChunkRecord, FileMetadataRecord, StoredFileRecord } from './records';
import {
  allKeys,
  allRecords,
  expectPatternBytes,
  failPuts,
  layouts,
  lazyFile,
  MB,
  putRecords,
  quotaError,
  realFile,
  resetFileDb,
} from '../testing/stored-files';

function save(id: string, file: File, overrides: Partial<SaveFileInput> = {}) {
  return saveFile({
    layout: layouts.notes,
    record: { id, uploadedBy: 'uid-a', subject: 'ai-ml' },
    file,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** An earlier large file and an earlier inline file that every failure must leave alone. */
async function earlierFiles(): Promise<[StoredFileRecord, StoredFileRecord]> {
  return [
    await save('earlier-large', realFile('a.pdf', 2 * MB + 7)),
    await save('earlier-small', realFile('b.txt', 99)),
  ];
}

async function expectEarlierFilesIntact([large, small]: [StoredFileRecord, StoredFileRecord]) {
  expect(
    listFiles('notes_ai-ml')
      .map((r) => r.id)
      .sort(),
  ).toEqual(['earlier-large', 'earlier-small']);
  await expectPatternBytes(await readFile(large, layouts.notes), 2 * MB + 7);
  await expectPatternBytes(await readFile(small, layouts.notes), 99);
  expect((await allKeys()).sort()).toEqual([
    'earlier-large',
    'earlier-large_chunk_0',
    'earlier-large_chunk_1',
    'earlier-large_chunk_2',
  ]);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await resetFileDb();
});

describe('saveFile: nothing half-written', () => {
  it('removes the stored chunks when the list entry cannot be written (quota)', async () => {
    const earlier = await earlierFiles();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const error = await rejection(save('new', lazyFile('big.pdf', 3 * MB)));
    expect(error).toBeInstanceOf(StorageFullError);
    expect(error).toMatchObject({ during: 'list' });
    vi.mocked(Storage.prototype.setItem).mockRestore();
    await expectEarlierFilesIntact(earlier);
  });

  it('removes the single record of a large schedule when the list is full', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const error = await rejection(
      saveFile({
        layout: layouts.schedules,
        record: { id: 'schedule_1', uploadedBy: 'u' },
        file: lazyFile('t.pdf', 6 * MB),
      }),
    );
    expect(error).toBeInstanceOf(StorageFullError);
    expect(await allKeys()).toEqual([]);
  });

  it('gives up cleanly when neither the inline entry nor the smaller large entry fits', async () => {
    const earlier = await earlierFiles();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const error = await rejection(save('new', realFile('small.txt', 500)));
    expect(error).toBeInstanceOf(StorageFullError);
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
    await expectEarlierFilesIntact(earlier);
  });

  it('rethrows a list write error that is not about space, after removing the bytes', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('storage disabled', 'SecurityError');
    });
    const error = await rejection(save('new', lazyFile('big.pdf', 3 * MB)));
    expect(error).toMatchObject({ name: 'SecurityError' });
    expect(await allKeys()).toEqual([]);
  });

  it('aborts the whole file when IndexedDB runs out of space on one chunk', async () => {
    const earlier = await earlierFiles();
    const restore = await failPuts((id) => id === 'new_chunk_2');
    const onProgress = vi.fn();
    const error = await rejection(save('new', lazyFile('big.pdf', 4 * MB), { onProgress }));
    restore();
    expect(error).toBeInstanceOf(StorageFullError);
    expect(error).toMatchObject({ during: 'files', cause: { name: 'QuotaExceededError' } });
    expect(onProgress).not.toHaveBeenCalledWith(100);
    await expectEarlierFilesIntact(earlier);
  });

  it('aborts a single-record file when IndexedDB runs out of space', async () => {
    const restore = await failPuts((id) => id === 'schedule_1');
    const error = await rejection(
      saveFile({
        layout: layouts.schedules,
        record: { id: 'schedule_1', uploadedBy: 'u' },
        file: lazyFile('t.pdf', 6 * MB),
      }),
    );
    restore();
    expect(error).toBeInstanceOf(StorageFullError);
    expect(listFiles('lecture_schedules')).toEqual([]);
    expect(await allKeys()).toEqual([]);
  });

  it('aborts when a put is refused synchronously for space', async () => {
    const earlier = await earlierFiles();
    const clone = globalThis.structuredClone;
    let puts = 0;
    vi.spyOn(globalThis, 'structuredClone').mockImplementation((value, options) => {
      if ((value as { fileId?: string } | null)?.fileId === 'new' && ++puts === 2)
        throw quotaError();
      return clone(value, options);
    });
    const error = await rejection(save('new', lazyFile('big.pdf', 3 * MB)));
    vi.mocked(globalThis.structuredClone).mockRestore();
    expect(error).toBeInstanceOf(StorageFullError);
    await expectEarlierFilesIntact(earlier);
  });

  it('rethrows other IndexedDB errors as they are, leaving nothing of the file', async () => {
    const earlier = await earlierFiles();
    const restore = await failPuts(
      (id) => id === 'new_chunk_1',
      new DOMException('disk', 'ConstraintError'),
    );
    const error = await rejection(save('new', lazyFile('big.pdf', 3 * MB)));
    restore();
    expect(error).not.toBeInstanceOf(StorageFullError);
    expect(error).toMatchObject({ name: 'ConstraintError' });
    await expectEarlierFilesIntact(earlier);
  });

  it('fails with the spec message when a small file cannot be read', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => {
        this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
      });
    });
    await expect(save('new', realFile('notes.txt', 10))).rejects.toThrow(
      'Failed to process file notes.txt',
    );
    expect(listFiles('notes_ai-ml')).toEqual([]);
  });
});

describe("saveFile: the caller's beforeWrite", () => {
  const refused = new Error('not enough room');

  it.each([
    ['an inline note', layouts.notes, () => realFile('a.pdf', 10)],
    ['a chunked note', layouts.notes, () => lazyFile('b.pdf', 3 * MB)],
    ['a large schedule', layouts.schedules, () => lazyFile('c.pdf', 6 * MB)],
  ])('writes nothing of %s when it refuses', async (_name, layout, file) => {
    const error = await rejection(
      save('f1', file(), { layout, beforeWrite: () => Promise.reject(refused) }),
    );
    expect(error).toBe(refused);
    expect(await allKeys()).toEqual([]);
    expect(localStorage.getItem(layout.listKey)).toBeNull();
  });

  it('is awaited once the file is sliced, before the first chunk is written', async () => {
    const file = lazyFile('a.pdf', 3 * MB);
    const slice = vi.spyOn(file, 'slice');
    const seen: { slices: number; keys: string[] }[] = [];
    await save('f1', file, {
      beforeWrite: async () => {
        seen.push({ slices: slice.mock.calls.length, keys: await allKeys() });
      },
    });
    expect(seen).toEqual([{ slices: 3, keys: [] }]);
    expect(listFiles(layouts.notes.listKey).map((record) => record.id)).toEqual(['f1']);
  });

  it('is asked once when a small file the list has no room for goes to IndexedDB', async () => {
    localStorage.setItem(layouts.notes.listKey, '[]');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    setItem.mockImplementationOnce(() => {
      throw quotaError();
    });
    const beforeWrite = vi.fn(() => Promise.resolve());
    const saved = await save('f1', realFile('a.pdf', 10), { beforeWrite });
    expect(saved.isLargeFile).toBe(true);
    expect(beforeWrite).toHaveBeenCalledTimes(1);
  });
});

describe('readFile: missing bytes', () => {
  it('says File not found in storage when the metadata record is gone', async () => {
    const saved = await save('f', lazyFile('a.pdf', 2 * MB));
    const db = await (await import('./file-db')).openFileDb();
    await db.delete('files', 'f');
    await expect(readFile(saved, layouts.notes)).rejects.toThrow(new FileMissingError());
  });

  it('says File not found in storage when one chunk is gone', async () => {
    const saved = await save('f', lazyFile('a.pdf', 3 * MB));
    const db = await (await import('./file-db')).openFileDb();
    await db.delete('files', 'f_chunk_1');
    await expect(readFile(saved, layouts.notes)).rejects.toThrow('File not found in storage');
  });

  it('refuses a chunk of the wrong length rather than give a corrupt file', async () => {
    const saved = await save('f', lazyFile('a.pdf', 2 * MB));
    const chunk = (await allRecords()).find((r) => r.id === 'f_chunk_1') as FileChunkRecord;
    await putRecords([{ ...chunk, data: new Blob(['short']) }]);
    await expect(readFile(saved, layouts.notes)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('refuses a metadata record that is not one', async () => {
    const saved = await save('f', lazyFile('a.pdf', 2 * MB));
    const metadata = (await allRecords()).find((r) => r.id === 'f') as FileMetadataRecord;
    await putRecords([{ ...metadata, isMetadata: false } as unknown as FileMetadataRecord]);
    await expect(readFile(saved, layouts.notes)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('says File not found in storage when a single record is gone', async () => {
    const saved = await saveFile({
      layout: layouts.books,
      record: { id: 'b', uploadedBy: 'u', subject: 'dsa' },
      file: lazyFile('b.pdf', 6 * MB),
    });
    const db = await (await import('./file-db')).openFileDb();
    await db.delete('files', 'b');
    await expect(readFile(saved, layouts.books)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('refuses to read chunks as a single record and the other way round', async () => {
    const chunked = await save('f', lazyFile('a.pdf', 2 * MB));
    await expect(readFile(chunked, layouts.books)).rejects.toBeInstanceOf(FileMissingError);
    const single = await saveFile({
      layout: layouts.books,
      record: { id: 'b', uploadedBy: 'u' },
      file: lazyFile('b.pdf', 6 * MB),
    });
    await expect(readFile(single, layouts.notes)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('says File not found in storage for an inline entry without data', async () => {
    const entry: StoredFileRecord = {
      id: 'x',
      fileName: 'x.pdf',
      fileSize: 3,
      fileType: 'application/pdf',
      uploadedAt: '2024-01-01T00:00:00.000Z',
      uploadedBy: 'u',
      isLargeFile: false,
    };
    await expect(readFile(entry, layouts.notes)).rejects.toThrow('File not found in storage');
  });
});

describe('saveFile, cancelled', () => {
  it('leaves nothing of a large file cancelled while its chunks are handed over', async () => {
    await save('kept', lazyFile('kept.pdf', 2 * MB));
    const controller = new AbortController();
    const saving = save('cancelled', lazyFile('big.pdf', 5 * MB + 3), {
      signal: controller.signal,
      // The first progress report comes once chunks are being put: cancel there.
      onProgress: () => controller.abort(),
    });
    await expect(saving).rejects.toMatchObject({ name: 'AbortError' });
    expect(listFiles('notes_ai-ml').map((r) => r.id)).toEqual(['kept']);
    expect((await allKeys()).filter((key) => String(key).startsWith('cancelled'))).toEqual([]);
    await expectPatternBytes(
      await readFile(listFiles('notes_ai-ml')[0] as StoredFileRecord, layouts.notes),
      2 * MB,
    );
  });

  it('writes nothing, inline or large, when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    for (const file of [realFile('a.txt', 10), lazyFile('b.pdf', 2 * MB)]) {
      await expect(
        save(`gone-${file.name}`, file, { signal: controller.signal }),
      ).rejects.toMatchObject({ name: 'AbortError' });
    }
    expect(listFiles('notes_ai-ml')).toEqual([]);
    expect(await allKeys()).toEqual([]);
  });
});

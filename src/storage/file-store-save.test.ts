import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_INTERVAL_MS } from './chunk-writer';
import { FileIdTakenError, listFiles, readFile, saveFile, type SaveFileInput } from './file-store';
import type { FileChunkRecord, FileMetadataRecord, SingleFileRecord } from './records';
import {
  allKeys,
  allRecords,
  bytesOf,
  expectPatternBytes,
  layouts,
  lazyFile,
  MB,
  patternByte,
  quotaError,
  realFile,
  resetFileDb,
} from '../testing/stored-files';

const AT = '2025-02-03T04:05:06.007Z';

function save(overrides: Partial<SaveFileInput> & Pick<SaveFileInput, 'file'>) {
  return saveFile({
    layout: layouts.notes,
    record: { id: 'file-1', uploadedBy: 'uid-a', subject: 'ai-ml', uploadedAt: AT },
    ...overrides,
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await resetFileDb();
});

/** 100 MB through fake-indexeddb takes 2 to 3 s alone, and twice that beside other stages. */
const HUNDRED_MB_MS = 30_000;
describe('saveFile: small files stay inline', () => {
  it('keeps a note of exactly 1 MB inline as a data URL, with the spec fields', async () => {
    const saved = await save({ file: realFile('lecture 1.pdf', MB, 'application/pdf') });
    expect(saved).toEqual({
      id: 'file-1',
      fileName: 'lecture 1.pdf',
      fileSize: MB,
      fileType: 'application/pdf',
      uploadedAt: AT,
      uploadedBy: 'uid-a',
      subject: 'ai-ml',
      isLargeFile: false,
      data: expect.stringMatching(/^data:application\/pdf;base64,/) as unknown,
    });
    expect(JSON.parse(localStorage.getItem('notes_ai-ml') ?? '')).toEqual([saved]);
    expect(await allKeys()).toEqual([]);
    const blob = await readFile(saved, layouts.notes);
    expect(blob.type).toBe('application/pdf');
    await expectPatternBytes(blob, MB);
  });

  it('keeps an empty file inline and reads it back empty', async () => {
    const saved = await save({ file: realFile('empty.txt', 0, 'text/plain') });
    expect(saved.isLargeFile).toBe(false);
    expect(typeof saved.data).toBe('string');
    expect(await allKeys()).toEqual([]);
    expect((await readFile(saved, layouts.notes)).size).toBe(0);
  });

  it('never treats an empty file as large, whatever the threshold', async () => {
    const layout = { ...layouts.schedules, largeThreshold: -1 };
    const saved = await save({ layout, file: realFile('empty.csv', 0) });
    expect(saved.isLargeFile).toBe(false);
  });

  it('keeps a 3 MB paper inline, with its paper type', async () => {
    const saved = await save({
      layout: layouts.papers,
      record: { id: 'paper-1', uploadedBy: 'uid-a', subject: 'ai-ml', paperType: 'mid-sem' },
      file: realFile('mid.pdf', 3 * MB, 'application/pdf'),
    });
    expect(saved).toMatchObject({ isLargeFile: false, paperType: 'mid-sem', fileSize: 3 * MB });
    expect(listFiles('papers_ai-ml_mid-sem')).toEqual([saved]);
    expect(await allKeys()).toEqual([]);
    await expectPatternBytes(await readFile(saved, layouts.papers), 3 * MB);
  });

  it('tries a paper of exactly 5 MB inline first; its 7M-character data URL overflows localStorage, so it goes to IndexedDB', async () => {
    const readAsDataURL = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const saved = await save({
      layout: layouts.papers,
      record: { id: 'paper-5', uploadedBy: 'uid-a', subject: 'ai-ml', paperType: 'mid-sem' },
      file: realFile('mid.pdf', 5 * MB, 'application/pdf'),
    });
    expect(readAsDataURL).toHaveBeenCalledTimes(1);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(setItem.mock.calls[0]?.[1]).toContain('data:application/pdf;base64,');
    expect(saved).toMatchObject({ isLargeFile: true, paperType: 'mid-sem' });
    expect(saved).not.toHaveProperty('data');
    expect(await allKeys()).toHaveLength(6);
    await expectPatternBytes(await readFile(saved, layouts.papers), 5 * MB);
  });

  it('reports 100 once an inline file is stored', async () => {
    const onProgress = vi.fn();
    await save({ file: realFile('a.txt', 10), onProgress });
    expect(onProgress.mock.calls).toEqual([[100]]);
  });
});

describe('saveFile: large notes and papers are chunked', () => {
  it('stores a note of 1 MB + 1 byte as one metadata record and two chunks', async () => {
    const file = realFile('big.pdf', MB + 1, 'application/pdf');
    const saved = await save({ file });
    const fields = {
      fileName: 'big.pdf',
      fileSize: MB + 1,
      fileType: 'application/pdf',
      uploadedAt: AT,
      uploadedBy: 'uid-a',
      subject: 'ai-ml',
    };
    expect(saved).toEqual({ id: 'file-1', ...fields, isLargeFile: true });
    expect(listFiles('notes_ai-ml')).toEqual([saved]);

    const records = await allRecords();
    expect(records.map((r) => r.id)).toEqual(['file-1', 'file-1_chunk_0', 'file-1_chunk_1']);
    const [metadata, chunk0, chunk1] = records as [
      FileMetadataRecord,
      FileChunkRecord,
      FileChunkRecord,
    ];
    expect(metadata).toEqual({
      id: 'file-1',
      isMetadata: true,
      totalChunks: 2,
      originalSize: MB + 1,
      ...fields,
    });
    expect(chunk0).toEqual({
      id: 'file-1_chunk_0',
      fileId: 'file-1',
      chunkIndex: 0,
      totalChunks: 2,
      size: MB,
      data: expect.any(Blob) as unknown,
      ...fields,
    });
    expect(chunk1).toMatchObject({ chunkIndex: 1, size: 1, totalChunks: 2 });
    expect((chunk0.data as Blob).size).toBe(MB);
    expect(await bytesOf(chunk1.data as Blob)).toEqual(new Uint8Array([patternByte(MB)]));

    const blob = await readFile(saved, layouts.notes);
    expect(blob.type).toBe('application/pdf');
    await expectPatternBytes(blob, MB + 1);
  });

  it('stores a paper of 5 MB + 1 byte as six chunks, never reading it as a data URL', async () => {
    const readAsDataURL = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    const saved = await save({
      layout: layouts.papers,
      record: { id: 'p', uploadedBy: 'uid-a', subject: 'ai-ml', paperType: 'end-sem' },
      file: realFile('end.png', 5 * MB + 1, 'image/png'),
    });
    expect(saved.isLargeFile).toBe(true);
    const records = await allRecords();
    expect(records).toHaveLength(7);
    expect(records.every((r) => r.paperType === 'end-sem')).toBe(true);
    expect(records.find((r) => r.id === 'p_chunk_5')).toMatchObject({ size: 1, totalChunks: 6 });
    await expectPatternBytes(await readFile(saved, layouts.papers), 5 * MB + 1);
    expect(readAsDataURL).not.toHaveBeenCalled();
  });

  it(
    'stores exactly 100 MB as 100 full chunks and reads it back whole',
    async () => {
      const saved = await save({ file: lazyFile('huge.pdf', 100 * MB, 'application/pdf') });
      const records = await allRecords();
      expect(records).toHaveLength(101);
      const chunks = records.filter((r): r is FileChunkRecord => 'fileId' in r);
      expect(chunks.map((c) => c.chunkIndex).sort((a, b) => a - b)).toEqual([...Array(100).keys()]);
      expect(chunks.every((c) => c.size === MB && c.totalChunks === 100)).toBe(true);
      const blob = await readFile(saved, layouts.notes);
      expect(blob.size).toBe(100 * MB);
      for (const position of [0, MB - 1, MB, 57 * MB + 3, 100 * MB - 1]) {
        expect(await bytesOf(blob.slice(position, position + 1))).toEqual(
          new Uint8Array([patternByte(position)]),
        );
      }
    },
    HUNDRED_MB_MS,
  );

  it(
    'stores 100 MB + 1 byte as 101 chunks, the last of one byte',
    async () => {
      const saved = await save({ file: lazyFile('huge.pdf', 100 * MB + 1) });
      const records = await allRecords();
      expect(records).toHaveLength(102);
      expect(records.find((r) => r.id === 'file-1')).toMatchObject({
        totalChunks: 101,
        originalSize: 100 * MB + 1,
      });
      expect(records.find((r) => r.id === 'file-1_chunk_100')).toMatchObject({ size: 1 });
      const blob = await readFile(saved, layouts.notes);
      expect(blob.size).toBe(100 * MB + 1);
      expect(await bytesOf(blob.slice(100 * MB))).toEqual(new Uint8Array([patternByte(100 * MB)]));
    },
    HUNDRED_MB_MS,
  );

  it('reports progress once every chunk is handed over when that is quick', async () => {
    const onProgress = vi.fn();
    await save({ file: lazyFile('a.pdf', 3.5 * MB), onProgress });
    expect(onProgress.mock.calls).toEqual([[100]]);
  });

  it('reports progress between chunks when handing them over is slow', async () => {
    // Each chunk's hand-over seems to take longer than the interval between reports.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += PROGRESS_INTERVAL_MS + 1));
    const onProgress = vi.fn();
    await save({ file: lazyFile('a.pdf', 3.5 * MB), onProgress });
    expect(onProgress.mock.calls.map(([percent]) => percent as number)).toEqual([25, 50, 75, 100]);
  });

  it('slices the picked File instead of reading it whole', async () => {
    const file = lazyFile('a.pdf', 2.5 * MB);
    const slice = vi.spyOn(file, 'slice');
    await save({ file });
    expect(slice.mock.calls).toEqual([
      [0, MB],
      [MB, 2 * MB],
      [2 * MB, 2.5 * MB],
    ]);
  });
});

describe('saveFile: large schedules and books are one record', () => {
  it('stores a schedule of 5 MB + 1 byte under its id with the spec metadata', async () => {
    const saved = await save({
      layout: layouts.schedules,
      record: { id: 'schedule_1', uploadedBy: 'uid-a', uploadedAt: AT },
      file: realFile('timetable.xlsx', 5 * MB + 1),
    });
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(saved).toEqual({
      id: 'schedule_1',
      fileName: 'timetable.xlsx',
      fileSize: 5 * MB + 1,
      fileType: xlsx,
      uploadedAt: AT,
      uploadedBy: 'uid-a',
      isLargeFile: true,
    });
    const records = await allRecords();
    expect(records).toEqual([
      {
        id: 'schedule_1',
        data: expect.any(Blob) as unknown,
        fileName: 'timetable.xlsx',
        fileSize: 5 * MB + 1,
        fileType: xlsx,
        uploadedBy: 'uid-a',
        uploadedAt: AT,
      },
    ]);
    expect(listFiles('lecture_schedules')).toEqual([saved]);
    const blob = await readFile(saved, layouts.schedules);
    expect(blob.type).toBe(xlsx);
    await expectPatternBytes(blob, 5 * MB + 1);
  });

  it('keeps the subject of a book on its record', async () => {
    const onProgress = vi.fn();
    const saved = await save({
      layout: layouts.books,
      record: { id: 'refbooks_big-data_1_x', uploadedBy: 'uid-a', subject: 'big-data' },
      file: lazyFile('clrs.epub', 6 * MB),
      onProgress,
    });
    expect(await allRecords()).toEqual([
      expect.objectContaining({ id: saved.id, subject: 'big-data' }),
    ]);
    expect(onProgress.mock.calls).toEqual([[100]]);
    expect((await readFile(saved, layouts.books)).type).toBe('application/epub+zip');
  });

  it('keeps a small schedule inline without a subject', async () => {
    const saved = await save({
      layout: layouts.schedules,
      record: { id: 'schedule_2', uploadedBy: 'uid-a' },
      file: realFile('t.csv', 2 * MB, 'text/csv'),
    });
    expect(saved.isLargeFile).toBe(false);
    expect(saved).not.toHaveProperty('subject');
    expect(await allKeys()).toEqual([]);
  });

  it('tries a schedule of exactly 5 MB inline first, then stores it as one record', async () => {
    const readAsDataURL = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    const saved = await save({
      layout: layouts.schedules,
      record: { id: 'schedule_5', uploadedBy: 'uid-a' },
      file: realFile('t.pdf', 5 * MB),
    });
    expect(readAsDataURL).toHaveBeenCalledTimes(1);
    expect(saved.isLargeFile).toBe(true);
    expect(await allKeys()).toEqual(['schedule_5']);
  });
});

describe('saveFile: ArrayBuffer fallback for browsers that refuse Blobs', () => {
  it('stores chunks as ArrayBuffers when asked to', async () => {
    const saved = await save({ file: realFile('a.pdf', 2 * MB + 5), bytesAs: 'arrayBuffers' });
    const chunks = (await allRecords()).filter((r): r is FileChunkRecord => 'fileId' in r);
    expect(chunks).toHaveLength(3);
    expect(chunks.every((c) => c.data instanceof ArrayBuffer)).toBe(true);
    expect(chunks.map((c) => (c.data as ArrayBuffer).byteLength)).toEqual([MB, MB, 5]);
    await expectPatternBytes(await readFile(saved, layouts.notes), 2 * MB + 5);
  });

  it('stores a single record as an ArrayBuffer when asked to', async () => {
    const saved = await save({
      layout: layouts.schedules,
      file: realFile('t.pdf', 5 * MB + 3),
      bytesAs: 'arrayBuffers',
    });
    const [record] = (await allRecords()) as [SingleFileRecord];
    expect(record.data).toBeInstanceOf(ArrayBuffer);
    await expectPatternBytes(await readFile(saved, layouts.schedules), 5 * MB + 3);
  });

  it('redoes the file with ArrayBuffers when a put refuses a Blob (DataCloneError)', async () => {
    const clone = globalThis.structuredClone;
    const refuseBlobs = vi
      .spyOn(globalThis, 'structuredClone')
      .mockImplementation((value, options) => {
        const data: unknown = (value as { data?: unknown } | null)?.data;
        if (data instanceof Blob) throw new DOMException('Blobs refused', 'DataCloneError');
        return clone(value, options);
      });
    const onProgress = vi.fn();
    const saved = await save({ file: realFile('a.pdf', 2 * MB + 1), onProgress });
    expect(refuseBlobs).toHaveBeenCalled();
    const chunks = (await allRecords()).filter((r): r is FileChunkRecord => 'fileId' in r);
    expect(chunks.map((c) => c.data instanceof ArrayBuffer)).toEqual([true, true, true]);
    expect(onProgress).toHaveBeenLastCalledWith(100);
    await expectPatternBytes(await readFile(saved, layouts.notes), 2 * MB + 1);
  });

  it('redoes the file when a browser fails Blobs asynchronously (old Safari UnknownError)', async () => {
    const { failPuts } = await import('../testing/stored-files');
    let failed = false;
    const restore = await failPuts(
      () => {
        if (failed) return false;
        failed = true;
        return true;
      },
      new DOMException('Error preparing Blob/File data', 'UnknownError'),
    );
    const saved = await save({ file: realFile('a.pdf', MB + 1) });
    restore();
    expect(failed).toBe(true);
    const chunks = (await allRecords()).filter((r): r is FileChunkRecord => 'fileId' in r);
    expect(chunks.every((c) => c.data instanceof ArrayBuffer)).toBe(true);
    await expectPatternBytes(await readFile(saved, layouts.notes), MB + 1);
  });
});

describe('saveFile: when the list has no room for the data URL', () => {
  it('stores a small note in IndexedDB instead (isLargeFile true, no data)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw quotaError();
    });
    const saved = await save({ file: realFile('small.txt', 1000, 'text/plain') });
    expect(saved.isLargeFile).toBe(true);
    expect(saved).not.toHaveProperty('data');
    expect(listFiles('notes_ai-ml')).toEqual([saved]);
    expect(await allKeys()).toEqual(['file-1', 'file-1_chunk_0']);
    await expectPatternBytes(await readFile(saved, layouts.notes), 1000);
  });

  it('stores a small schedule as one record instead', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw quotaError();
    });
    const saved = await save({
      layout: layouts.schedules,
      record: { id: 'schedule_3', uploadedBy: 'uid-a' },
      file: realFile('t.pdf', 2000),
    });
    expect(saved.isLargeFile).toBe(true);
    expect(await allKeys()).toEqual(['schedule_3']);
    await expectPatternBytes(await readFile(saved, layouts.schedules), 2000);
  });

  it('stores an empty note as metadata alone and reads it back empty', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw quotaError();
    });
    const onProgress = vi.fn();
    const saved = await save({ file: realFile('empty.txt', 0), onProgress });
    expect(saved.isLargeFile).toBe(true);
    expect(await allRecords()).toEqual([
      expect.objectContaining({ totalChunks: 0, originalSize: 0 }),
    ]);
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect((await readFile(saved, layouts.notes)).size).toBe(0);
  });
});

describe('saveFile: record fields', () => {
  it.each([
    'my notes (final) v2.pdf',
    'résumé 日本語 📚.txt',
    `quotes "double" 'single' \`back\`.docx`,
    '<script>alert(1)</script>.html',
    '..\\..\\etc\\passwd',
  ])('keeps the name %s as plain text in the list and the file store', async (name) => {
    const saved = await save({ file: realFile(name, 3 * MB) });
    expect(saved.fileName).toBe(name);
    expect(listFiles('notes_ai-ml')[0]?.fileName).toBe(name);
    expect((await allRecords()).every((r) => r.fileName === name)).toBe(true);
  });

  it('opens a file named like HTML only as a download', async () => {
    const small = await save({ file: realFile('<script>x</script>.html', 10, 'text/html') });
    expect((await readFile(small, layouts.notes)).type).toBe('application/octet-stream');
    const large = await save({
      record: { id: 'file-2', uploadedBy: 'uid-a' },
      file: lazyFile('drawing.svg', 2 * MB, 'image/svg+xml'),
    });
    expect((await readFile(large, layouts.notes)).type).toBe('application/octet-stream');
  });

  it('takes the type from the extension table when the browser gives none', async () => {
    const saved = await save({ file: realFile('book.epub', 10, '') });
    expect(saved.fileType).toBe('application/epub+zip');
  });

  it('stamps uploadedAt now when the caller gives none, and leaves out absent subject and type', async () => {
    const before = Date.now();
    const saved = await saveFile({
      layout: layouts.schedules,
      record: { id: 'schedule_9', uploadedBy: 'uid-a' },
      file: realFile('t.pdf', 10),
    });
    expect(Date.parse(saved.uploadedAt)).toBeGreaterThanOrEqual(before);
    expect(saved.uploadedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Object.keys(saved)).not.toContain('subject');
    expect(Object.keys(saved)).not.toContain('paperType');
  });

  it('refuses an id that is already in the list, leaving the stored file alone', async () => {
    const first = await save({ file: realFile('a.pdf', 2 * MB) });
    await expect(save({ file: realFile('b.pdf', 3 * MB) })).rejects.toThrow('already stored');
    expect(listFiles('notes_ai-ml')).toEqual([first]);
    await expectPatternBytes(await readFile(first, layouts.notes), 2 * MB);
  });

  it("refuses an id whose bytes another list's file holds, in any layout, leaving those bytes alone", async () => {
    const first = await save({ file: realFile('a.pdf', 2 * MB) });
    for (const layout of [layouts.papers, layouts.schedules]) {
      await expect(
        saveFile({
          layout,
          record: { id: 'file-1', uploadedBy: 'uid-b', subject: 'dsa', paperType: 'mid-sem' },
          file: realFile('forged.pdf', 3 * MB),
        }),
      ).rejects.toBeInstanceOf(FileIdTakenError);
    }
    await expectPatternBytes(await readFile(first, layouts.notes), 2 * MB);
  });

  it.each(['', 'abc_chunk_3'])('refuses the unusable id %j', async (id) => {
    await expect(
      save({ record: { id, uploadedBy: 'uid-a' }, file: realFile('a.pdf', 1) }),
    ).rejects.toThrow(TypeError);
    expect(listFiles('notes_ai-ml')).toEqual([]);
  });

  it('lists files newest first', async () => {
    await save({
      record: { id: 'a', uploadedBy: 'u', uploadedAt: '2024-01-01T00:00:00.000Z' },
      file: realFile('a.txt', 1),
    });
    await save({
      record: { id: 'c', uploadedBy: 'u', uploadedAt: '2024-03-01T00:00:00.000Z' },
      file: lazyFile('c.pdf', 2 * MB),
    });
    await save({
      record: { id: 'b', uploadedBy: 'u', uploadedAt: '2024-02-01T00:00:00.000Z' },
      file: realFile('b.txt', 1),
    });
    expect(listFiles('notes_ai-ml').map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});

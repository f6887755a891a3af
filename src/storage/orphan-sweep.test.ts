import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLargeFile } from './chunk-writer';
import { listFiles, readFile, saveFile } from './file-store';
import { sweepOrphans } from './health';
import type { FileRecordFields, StorageLayout } from './records';
import {
  allKeys,
  expectPatternBytes,
  layouts,
  lazyFile,
  MB,
  realFile,
  resetFileDb,
} from '../testing/stored-files';
import { FILE_DB } from './keys';
import { holdUploadLock } from './upload-lock';

const fields: FileRecordFields = {
  fileName: 'x.pdf',
  fileSize: 2 * MB,
  fileType: 'application/pdf',
  uploadedAt: '2024-01-01T00:00:00.000Z',
  uploadedBy: 'uid-a',
};

/**
 * The bytes of an upload whose tab closed before its list entry was written, stored for no list of
 * the app (a paper type without a subject), so nothing can list it again.
 */
function interruptedUpload(id: string, format: StorageLayout['largeFormat'] = 'chunked') {
  return writeLargeFile({
    id,
    file: lazyFile('x.pdf', 2 * MB),
    fields: { ...fields, paperType: 'mid-sem' },
    format,
  });
}

/** The bytes of an upload for the list its fields name, whose list entry never reached the disk. */
function unlistedUpload(
  id: string,
  extra: Pick<FileRecordFields, 'subject' | 'paperType'>,
  format: StorageLayout['largeFormat'],
) {
  return writeLargeFile({
    id,
    file: lazyFile('x.pdf', 2 * MB),
    fields: { ...fields, ...extra },
    format,
  });
}

function stubLocks(heldNames: string[]): void {
  const locks = {
    request: (_name: string, task: () => unknown) => Promise.resolve(task()),
    query: () =>
      Promise.resolve({
        held: heldNames.map((name) => ({ name, mode: 'exclusive' })),
        pending: [],
      }),
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'locks');
  vi.restoreAllMocks();
  await resetFileDb();
});

describe('sweepOrphans', () => {
  it('removes the bytes of interrupted uploads and keeps every complete file', async () => {
    const note = await saveFile({
      layout: layouts.notes,
      record: { id: 'note', uploadedBy: 'u' },
      file: lazyFile('n.pdf', 2 * MB),
    });
    const paper = await saveFile({
      layout: layouts.papers,
      record: { id: 'paper', uploadedBy: 'u', paperType: 'mid-sem' },
      file: lazyFile('p.pdf', 6 * MB),
    });
    const schedule = await saveFile({
      layout: layouts.schedules,
      record: { id: 'schedule_1', uploadedBy: 'u' },
      file: lazyFile('s.pdf', 6 * MB),
    });
    const book = await saveFile({
      layout: layouts.books,
      record: { id: 'refbooks_x', uploadedBy: 'u' },
      file: lazyFile('b.pdf', 6 * MB),
    });
    const small = await saveFile({
      layout: layouts.notes,
      record: { id: 'small', uploadedBy: 'u' },
      file: realFile('s.txt', 4),
    });
    await interruptedUpload('lost-note');
    await interruptedUpload('lost-schedule', 'single');
    const before = (await allKeys()).length;

    expect(await sweepOrphans()).toBe(4);

    expect(await allKeys()).not.toEqual(expect.arrayContaining([expect.stringMatching(/^lost-/)]));
    expect(await allKeys()).toHaveLength(before - 4);
    await expectPatternBytes(await readFile(note, layouts.notes), 2 * MB);
    await expectPatternBytes(await readFile(paper, layouts.papers), 6 * MB);
    await expectPatternBytes(await readFile(schedule, layouts.schedules), 6 * MB);
    await expectPatternBytes(await readFile(book, layouts.books), 6 * MB);
    await expectPatternBytes(await readFile(small, layouts.notes), 4);
    expect(await sweepOrphans()).toBe(0);
  });

  it('lists a whole file whose list entry was lost again, where and for whom it was stored', async () => {
    await unlistedUpload('notes_dsa_1_a', { subject: 'dsa' }, 'chunked');
    await unlistedUpload('dsa_end-sem_1_a', { subject: 'dsa', paperType: 'end-sem' }, 'chunked');
    await unlistedUpload('schedule_1_a', {}, 'single');
    await unlistedUpload('refbooks_dsa_1_a', { subject: 'dsa' }, 'single');
    const before = await allKeys();

    expect(await sweepOrphans()).toBe(0);

    expect(await allKeys()).toEqual(before);
    const lists: [string, string, StorageLayout][] = [
      ['notes_dsa', 'notes_dsa_1_a', layouts.notes],
      ['papers_dsa_end-sem', 'dsa_end-sem_1_a', layouts.papers],
      ['lecture_schedules', 'schedule_1_a', layouts.schedules],
      ['refbooks_dsa', 'refbooks_dsa_1_a', layouts.books],
    ];
    for (const [listKey, id, layout] of lists) {
      const [listed, ...more] = listFiles(listKey);
      expect(more).toEqual([]);
      expect(listed).toMatchObject({
        id,
        fileName: 'x.pdf',
        uploadedBy: 'uid-a',
        isLargeFile: true,
      });
      if (listed) await expectPatternBytes(await readFile(listed, { ...layout, listKey }), 2 * MB);
    }
    expect(listFiles('notes_dsa')[0]).toMatchObject({ subject: 'dsa' });
    expect(listFiles('papers_dsa_end-sem')[0]).toMatchObject({ paperType: 'end-sem' });
    expect(await sweepOrphans()).toBe(0);
  });

  it('removes an unlisted file that is not whole, and a whole one it is told never to list again', async () => {
    await unlistedUpload('notes_dsa_1_a', { subject: 'dsa' }, 'chunked');
    const { openFileDb } = await import('./file-db');
    await (await openFileDb()).delete('files', 'notes_dsa_1_a_chunk_1');
    expect(await sweepOrphans()).toBe(2);
    expect(listFiles('notes_dsa')).toEqual([]);

    await unlistedUpload('refbooks_dsa_1_a', { subject: 'dsa' }, 'single');
    await unlistedUpload('refbooks_dsa_1_b', { subject: 'dsa' }, 'single');
    expect(await sweepOrphans({ notRelisted: new Set(['refbooks_dsa_1_a']) })).toBe(1);
    expect(await allKeys()).toEqual(['refbooks_dsa_1_b']);
    expect(listFiles('refbooks_dsa').map(({ id }) => id)).toEqual(['refbooks_dsa_1_b']);
  });

  it('removes a whole unlisted file that its list cannot take (a full storage)', async () => {
    await unlistedUpload('notes_dsa_1_a', { subject: 'dsa' }, 'chunked');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(await sweepOrphans()).toBe(3);
    expect(await allKeys()).toEqual([]);
  });

  it('removes chunks whose metadata record is gone, even of a listed file', async () => {
    await saveFile({
      layout: layouts.notes,
      record: { id: 'note', uploadedBy: 'u' },
      file: lazyFile('n.pdf', 2 * MB),
    });
    const { openFileDb } = await import('./file-db');
    await (await openFileDb()).delete('files', 'note');
    expect(await sweepOrphans()).toBe(2);
    expect(await allKeys()).toEqual([]);
    expect(listFiles('notes_ai-ml')).toHaveLength(1);
  });

  it('deletes nothing while some list cannot be read', async () => {
    await interruptedUpload('lost');
    localStorage.setItem('papers_dsa_end-sem', '{broken');
    expect(await sweepOrphans()).toBe(0);
    expect(await allKeys()).toHaveLength(3);
  });

  it('spares uploads whose Web Lock another tab holds', async () => {
    await interruptedUpload('busy');
    await interruptedUpload('lost');
    stubLocks(['studyshelf-upload:busy', 'something-else']);
    expect(await sweepOrphans()).toBe(3);
    expect((await allKeys()).sort()).toEqual(['busy', 'busy_chunk_0', 'busy_chunk_1']);
  });

  it('spares an upload running in this page where Web Locks are missing', async () => {
    const release = holdUploadLock('busy');
    await interruptedUpload('busy');
    expect(await sweepOrphans()).toBe(0);
    release();
    expect(await sweepOrphans()).toBe(3);
  });

  it('holds the upload lock for the whole save, list entry included', async () => {
    const requested: string[] = [];
    const locks = {
      request: (name: string, task: () => Promise<unknown>) => {
        requested.push(name);
        return task();
      },
      query: () => Promise.resolve({ held: [], pending: [] }),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    await saveFile({
      layout: layouts.notes,
      record: { id: 'n1', uploadedBy: 'u' },
      file: lazyFile('n.pdf', 2 * MB),
    });
    expect(requested).toEqual(['studyshelf-upload:n1']);
    expect(await sweepOrphans()).toBe(0);
  });

  it('leaves a device that never stored a large file without a database', async () => {
    expect(await sweepOrphans()).toBe(0);
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(FILE_DB.name);
  });

  it('still sweeps where the browser cannot list its databases', async () => {
    await interruptedUpload('lost');
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    try {
      expect(await sweepOrphans()).toBe(3);
    } finally {
      Reflect.deleteProperty(indexedDB, 'databases');
    }
  });

  it('never throws, even without IndexedDB', async () => {
    const saved = globalThis.indexedDB;
    const { closeFileDb } = await import('./file-db');
    closeFileDb();
    Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true });
    try {
      expect(await sweepOrphans()).toBe(0);
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { value: saved, configurable: true });
    }
  });
});

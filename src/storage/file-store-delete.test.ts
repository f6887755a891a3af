import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearFiles,
  deleteFile,
  deleteFileUndoably,
  listFiles,
  listLibrary,
  NotOwnerError,
  readFile,
  saveFile,
  sweepOrphans,
} from './file-store';
import { markRecent, recentFiles, setStarred, starredFiles } from './marks-store';
import type { StorageLayout, StoredFileRecord } from './records';
import {
  allKeys,
  expectPatternBytes,
  layouts,
  lazyFile,
  MB,
  realFile,
  resetFileDb,
} from '../testing/stored-files';

function save(id: string, uploadedBy: string, file: File, layout: StorageLayout = layouts.notes) {
  return saveFile({ layout, record: { id, uploadedBy, subject: 'ai-ml' }, file });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await resetFileDb();
});

describe('deleteFile', () => {
  it('removes the metadata record, every chunk and the list entry of a large note', async () => {
    await save('f1', 'uid-a', lazyFile('a.pdf', 3 * MB + 1));
    // Neighbours whose ids start alike must survive.
    const f10 = await save('f10', 'uid-a', lazyFile('b.pdf', 2 * MB));
    const f1Small = await save('f1_small', 'uid-a', realFile('c.txt', 10));
    await deleteFile(layouts.notes, 'f1', 'uid-a');
    expect(
      listFiles('notes_ai-ml')
        .map((r) => r.id)
        .sort(),
    ).toEqual(['f10', 'f1_small']);
    expect((await allKeys()).sort()).toEqual(['f10', 'f10_chunk_0', 'f10_chunk_1']);
    await expectPatternBytes(await readFile(f10, layouts.notes), 2 * MB);
    await expectPatternBytes(await readFile(f1Small, layouts.notes), 10);
  });

  it('removes the single record of a large book', async () => {
    await save('b1', 'uid-a', lazyFile('a.pdf', 6 * MB), layouts.books);
    await deleteFile(layouts.books, 'b1', 'uid-a');
    expect(listFiles(layouts.books.listKey)).toEqual([]);
    expect(await allKeys()).toEqual([]);
  });

  it('removes an inline file without touching IndexedDB', async () => {
    await save('s1', 'uid-a', realFile('a.txt', 10));
    await deleteFile(layouts.notes, 's1', 'uid-a');
    expect(listFiles('notes_ai-ml')).toEqual([]);
  });

  it('refuses anyone but the uploader, changing nothing', async () => {
    const file = await save('f1', 'uid-a', lazyFile('a.pdf', 2 * MB));
    await expect(deleteFile(layouts.notes, 'f1', 'uid-b')).rejects.toBeInstanceOf(NotOwnerError);
    await expect(deleteFile(layouts.notes, 'f1', '')).rejects.toBeInstanceOf(NotOwnerError);
    expect(listFiles('notes_ai-ml')).toEqual([file]);
    await expectPatternBytes(await readFile(file, layouts.notes), 2 * MB);
  });

  it('still removes the list entry when the bytes are already gone', async () => {
    await save('f1', 'uid-a', lazyFile('a.pdf', 2 * MB));
    const { openFileDb } = await import('./file-db');
    const db = await openFileDb();
    await db.clear('files');
    await deleteFile(layouts.notes, 'f1', 'uid-a');
    expect(listFiles('notes_ai-ml')).toEqual([]);
  });

  it('does nothing for an id that is not listed', async () => {
    const file = await save('f1', 'uid-a', lazyFile('a.pdf', 2 * MB));
    await deleteFile(layouts.notes, 'nope', 'uid-a');
    expect(listFiles('notes_ai-ml')).toEqual([file]);
    expect(await allKeys()).toHaveLength(3);
  });

  it('keeps the file listed when its bytes cannot be deleted, so the student can try again', async () => {
    const file = await save('f1', 'uid-a', lazyFile('a.pdf', 2 * MB));
    const { openFileDb } = await import('./file-db');
    const db = await openFileDb();
    vi.spyOn(db, 'transaction').mockImplementation(() => {
      throw new DOMException('gone', 'InvalidStateError');
    });
    await expect(deleteFile(layouts.notes, 'f1', 'uid-a')).rejects.toMatchObject({
      name: 'InvalidStateError',
    });
    expect(listFiles('notes_ai-ml')).toEqual([file]);
  });
});

describe('clearFiles', () => {
  it("removes only the requester's files of that list, bytes included", async () => {
    await save('mine-large', 'uid-a', lazyFile('a.pdf', 2 * MB));
    await save('mine-small', 'uid-a', realFile('b.txt', 5));
    const theirsLarge = await save('theirs-large', 'uid-b', lazyFile('c.pdf', 3 * MB));
    const theirsSmall = await save('theirs-small', 'uid-b', realFile('d.txt', 6));
    const otherList: StorageLayout = { ...layouts.notes, listKey: 'notes_dsa' };
    const mineElsewhere = await save(
      'mine-elsewhere',
      'uid-a',
      lazyFile('e.pdf', 2 * MB),
      otherList,
    );

    expect(await clearFiles(layouts.notes, 'uid-a')).toBe(2);

    const remaining = listFiles('notes_ai-ml');
    expect(remaining.map((r) => r.id).sort()).toEqual(['theirs-large', 'theirs-small']);
    expect(listFiles('notes_dsa')).toEqual([mineElsewhere]);
    expect((await allKeys()).filter((key) => key.startsWith('mine-large'))).toEqual([]);
    await expectPatternBytes(await readFile(theirsLarge, layouts.notes), 3 * MB);
    await expectPatternBytes(await readFile(theirsSmall, layouts.notes), 6);
    await expectPatternBytes(await readFile(mineElsewhere, otherList), 2 * MB);
  });

  it('returns 0 and changes nothing when the requester has no files there', async () => {
    const theirs = await save('theirs', 'uid-b', lazyFile('c.pdf', 2 * MB));
    expect(await clearFiles(layouts.notes, 'uid-a')).toBe(0);
    expect(await clearFiles(layouts.notes, '')).toBe(0);
    expect(listFiles('notes_ai-ml')).toEqual([theirs]);
    expect(await allKeys()).toHaveLength(3);
  });

  it('leaves entries it cannot read in place', async () => {
    const mine: StoredFileRecord = await save('mine', 'uid-a', realFile('b.txt', 5));
    const stored: unknown[] = JSON.parse(localStorage.getItem('notes_ai-ml') ?? '[]') as unknown[];
    localStorage.setItem(
      'notes_ai-ml',
      JSON.stringify([...stored, { id: 'odd', uploadedBy: 'uid-a' }]),
    );
    expect(await clearFiles(layouts.notes, 'uid-a')).toBe(1);
    expect(JSON.parse(localStorage.getItem('notes_ai-ml') ?? '')).toEqual([
      { id: 'odd', uploadedBy: 'uid-a' },
    ]);
    expect(mine.id).toBe('mine');
  });
});

describe('marks of deleted files', () => {
  it('go with the file on delete and on clear, and stay for files that remain', async () => {
    await save('gone', 'uid-a', realFile('a.txt', 5));
    await save('cleared', 'uid-a', realFile('b.txt', 5));
    await save('kept', 'uid-b', realFile('c.txt', 5));
    for (const id of ['gone', 'cleared', 'kept']) {
      setStarred('uid-a', { listKey: 'notes_ai-ml', id }, true);
      markRecent('uid-b', { listKey: 'notes_ai-ml', id });
    }
    await deleteFile(layouts.notes, 'gone', 'uid-a');
    expect(starredFiles('uid-a').map(({ id }) => id)).toEqual(['kept', 'cleared']);
    await clearFiles(layouts.notes, 'uid-a');
    expect(starredFiles('uid-a').map(({ id }) => id)).toEqual(['kept']);
    expect(recentFiles('uid-b').map(({ id }) => id)).toEqual(['kept']);
  });
});

describe('listLibrary', () => {
  it('lists every file list of every kind and nothing else', async () => {
    await save('n1', 'uid-a', realFile('a.txt', 5));
    await save('b1', 'uid-a', realFile('b.pdf', 5), layouts.books);
    localStorage.setItem('branch', '{"id":"cs"}');
    const lists = listLibrary();
    expect(lists.map(({ listKey }) => listKey).sort()).toEqual([
      'notes_ai-ml',
      layouts.books.listKey,
    ]);
    expect(lists.flatMap(({ records }) => records.map(({ id }) => id)).sort()).toEqual([
      'b1',
      'n1',
    ]);
  });
});

describe('deleteFileUndoably', () => {
  it('unlists the file at once, keeps its bytes from the sweep, and undo makes it whole again', async () => {
    const record = await save('u1', 'uid-a', lazyFile('a.pdf', 2 * MB + 5));
    setStarred('uid-a', { listKey: 'notes_ai-ml', id: 'u1' }, true);
    const deleted = await deleteFileUndoably(layouts.notes, 'u1', 'uid-a');
    expect(listFiles('notes_ai-ml')).toEqual([]);
    // Another tab starting now sweeps orphans: the held bytes are not one.
    expect(await sweepOrphans()).toBe(0);
    expect(await allKeys()).toHaveLength(4);
    await deleted?.undo();
    expect(listFiles('notes_ai-ml')).toEqual([record]);
    await expectPatternBytes(await readFile(record, layouts.notes), 2 * MB + 5);
    expect(starredFiles('uid-a')).toHaveLength(1);
    // Settled: a late finish (the toast expiring) does nothing.
    await deleted?.finish();
    expect(await allKeys()).toHaveLength(4);
  });

  it('finish removes the bytes and the marks for good', async () => {
    await save('u2', 'uid-a', lazyFile('a.pdf', 2 * MB));
    setStarred('uid-a', { listKey: 'notes_ai-ml', id: 'u2' }, true);
    const deleted = await deleteFileUndoably(layouts.notes, 'u2', 'uid-a');
    await deleted?.finish();
    expect(await allKeys()).toEqual([]);
    expect(starredFiles('uid-a')).toEqual([]);
    await deleted?.undo();
    expect(listFiles('notes_ai-ml')).toEqual([]);
  });

  it('refuses another student, and answers null for a file already gone', async () => {
    await save('u3', 'uid-a', realFile('a.txt', 10));
    await expect(deleteFileUndoably(layouts.notes, 'u3', 'uid-b')).rejects.toBeInstanceOf(
      NotOwnerError,
    );
    expect(await deleteFileUndoably(layouts.notes, 'nope', 'uid-a')).toBeNull();
    expect(listFiles('notes_ai-ml')).toHaveLength(1);
  });
});

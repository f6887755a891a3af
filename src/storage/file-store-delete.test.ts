import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearFiles,
  deleteFile,
  deleteFileUndoably,
  StorageFullError,
  listFiles,
  listLibrary,
  NotOwnerError,
  readFile,
  saveFile,
} from './file-store';
import {
  deleteForGood,
  emptyTrash,
  purgeExpiredTrash,
  restoreFromTrash,
  trashOf,
  trashSummary,
} from './trash';
import { sweepOrphans } from './health';
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
  it('moves a large note to the Trash; deleted for good, its metadata and every chunk go', async () => {
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
    expect(trashOf('uid-a').map(({ record }) => record.id)).toEqual(['f1']);
    // In the Trash its bytes are kept: no start's sweep takes them.
    expect(await sweepOrphans()).toBe(0);
    expect(await allKeys()).toHaveLength(8);
    expect(await deleteForGood('uid-a', ['f1'])).toBe(1);
    expect(trashOf('uid-a')).toEqual([]);
    expect((await allKeys()).sort()).toEqual(['f10', 'f10_chunk_0', 'f10_chunk_1']);
    await expectPatternBytes(await readFile(f10, layouts.notes), 2 * MB);
    await expectPatternBytes(await readFile(f1Small, layouts.notes), 10);
  });

  it('keeps a file in the Trash until its bytes are gone: a tab closed mid-delete leaves nothing for the sweep to list again', async () => {
    await save('f1', 'uid-a', lazyFile('a.pdf', 3 * MB + 1));
    await deleteFile(layouts.notes, 'f1', 'uid-a');
    const deleting = emptyTrash('uid-a');
    // The bytes are being deleted: the Trash still names them.
    expect(trashOf('uid-a').map(({ record }) => record.id)).toEqual(['f1']);
    expect(await sweepOrphans()).toBe(0);
    expect(await deleting).toBe(1);
    expect(trashOf('uid-a')).toEqual([]);
    expect(await allKeys()).toEqual([]);
    expect(listFiles('notes_ai-ml')).toEqual([]);
  });

  it('removes the single record of a large book once the Trash is emptied', async () => {
    await save('b1', 'uid-a', lazyFile('a.pdf', 6 * MB), layouts.books);
    await deleteFile(layouts.books, 'b1', 'uid-a');
    expect(listFiles(layouts.books.listKey)).toEqual([]);
    expect(trashSummary('uid-a')).toEqual({ files: 1, bytes: 6 * MB });
    expect(await emptyTrash('uid-a')).toBe(1);
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

  it('keeps the file listed when the Trash cannot take it (a full storage)', async () => {
    const file = await save('f1', 'uid-a', lazyFile('a.pdf', 2 * MB));
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key.startsWith('trash_')) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    await expect(deleteFile(layouts.notes, 'f1', 'uid-a')).rejects.toBeInstanceOf(StorageFullError);
    expect(listFiles('notes_ai-ml')).toEqual([file]);
    expect(trashOf('uid-a')).toEqual([]);
  });
});

describe('clearFiles', () => {
  it("moves only the requester's files of that list to their Trash, and back", async () => {
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

    const before = listFiles('notes_ai-ml');
    const cleared = await clearFiles(layouts.notes, 'uid-a');
    expect(cleared.map(({ id }) => id).sort()).toEqual(['mine-large', 'mine-small']);

    const remaining = listFiles('notes_ai-ml');
    expect(remaining.map((r) => r.id).sort()).toEqual(['theirs-large', 'theirs-small']);
    expect(listFiles('notes_dsa')).toEqual([mineElsewhere]);
    expect(trashOf('uid-b')).toEqual([]);
    const restored = await restoreFromTrash(
      'uid-a',
      cleared.map(({ id }) => id),
    );
    expect(restored).toHaveLength(2);
    const byId = (a: StoredFileRecord, b: StoredFileRecord) => a.id.localeCompare(b.id);
    expect(listFiles('notes_ai-ml').sort(byId)).toEqual(before.sort(byId));
    expect(trashOf('uid-a')).toEqual([]);
    await expectPatternBytes(await readFile(theirsLarge, layouts.notes), 3 * MB);
    await expectPatternBytes(await readFile(theirsSmall, layouts.notes), 6);
    await expectPatternBytes(await readFile(mineElsewhere, otherList), 2 * MB);
  });

  it('moves nothing when the requester has no files there', async () => {
    const theirs = await save('theirs', 'uid-b', lazyFile('c.pdf', 2 * MB));
    expect(await clearFiles(layouts.notes, 'uid-a')).toEqual([]);
    expect(await clearFiles(layouts.notes, '')).toEqual([]);
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
    expect(await clearFiles(layouts.notes, 'uid-a')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('notes_ai-ml') ?? '')).toEqual([
      { id: 'odd', uploadedBy: 'uid-a' },
    ]);
    expect(mine.id).toBe('mine');
  });
});

describe('marks of deleted files', () => {
  it('stay while the file is in the Trash, and go when it is deleted for good', async () => {
    await save('gone', 'uid-a', realFile('a.txt', 5));
    await save('cleared', 'uid-a', realFile('b.txt', 5));
    await save('kept', 'uid-b', realFile('c.txt', 5));
    for (const id of ['gone', 'cleared', 'kept']) {
      setStarred('uid-a', { listKey: 'notes_ai-ml', id }, true);
      markRecent('uid-b', { listKey: 'notes_ai-ml', id });
    }
    await deleteFile(layouts.notes, 'gone', 'uid-a');
    await clearFiles(layouts.notes, 'uid-a');
    expect(starredFiles('uid-a')).toHaveLength(3);
    await deleteForGood('uid-a', ['gone']);
    expect(starredFiles('uid-a').map(({ id }) => id)).toEqual(['kept', 'cleared']);
    await emptyTrash('uid-a');
    expect(starredFiles('uid-a').map(({ id }) => id)).toEqual(['kept']);
    expect(recentFiles('uid-b').map(({ id }) => id)).toEqual(['kept']);
  });
});

describe('purgeExpiredTrash', () => {
  it('deletes for good, at a start, what has been in any Trash for over 30 days', async () => {
    await save('old', 'uid-a', lazyFile('a.pdf', 2 * MB));
    await save('new', 'uid-b', lazyFile('b.pdf', 2 * MB));
    vi.useFakeTimers({ now: Date.parse('2026-10-01T09:00:00Z'), toFake: ['Date'] });
    await deleteFile(layouts.notes, 'old', 'uid-a');
    vi.setSystemTime(Date.parse('2026-10-25T09:00:00Z'));
    await deleteFile(layouts.notes, 'new', 'uid-b');
    vi.setSystemTime(Date.parse('2026-11-01T09:00:00Z'));
    expect(await purgeExpiredTrash()).toBe(1);
    vi.useRealTimers();
    expect(trashOf('uid-a')).toEqual([]);
    expect(trashOf('uid-b').map(({ record }) => record.id)).toEqual(['new']);
    expect((await allKeys()).filter((key) => key.startsWith('old'))).toEqual([]);
    expect((await allKeys()).filter((key) => key.startsWith('new'))).toHaveLength(3);
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
  it('moves the file to the Trash at once, keeps its bytes from the sweep, and undo makes it whole again', async () => {
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

  it('finish leaves the file in the Trash, where a restore lists it again', async () => {
    const record = await save('u2', 'uid-a', lazyFile('a.pdf', 2 * MB));
    const deleted = await deleteFileUndoably(layouts.notes, 'u2', 'uid-a');
    await deleted?.finish();
    await deleted?.undo();
    expect(listFiles('notes_ai-ml')).toEqual([]);
    expect(trashOf('uid-a')).toMatchObject([{ listKey: 'notes_ai-ml', record }]);
    await restoreFromTrash('uid-a', ['u2']);
    expect(listFiles('notes_ai-ml')).toEqual([record]);
    await expectPatternBytes(await readFile(record, layouts.notes), 2 * MB);
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listFiles, readFile, saveFile, saveFiles, type BatchFileInput } from './file-store';
import {
  allKeys,
  expectPatternBytes,
  layouts,
  MB,
  quotaError,
  realFile,
  resetFileDb,
} from '../testing/stored-files';

const small = (id: string, bytes = 100): BatchFileInput => ({
  file: realFile(`${id}.pdf`, bytes),
  record: { id, uploadedBy: 'uid-a', subject: 'ai-ml' },
});

/** How often the notes list was written. */
function listWrites() {
  return vi
    .mocked(Storage.prototype.setItem)
    .mock.calls.filter(([key]) => key === layouts.notes.listKey).length;
}

const realSetItem = Storage.prototype.setItem;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(Storage.prototype, 'setItem');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await resetFileDb();
});

describe('saveFiles', () => {
  it('stores a batch of small and large files with one list write, every byte readable', async () => {
    const inputs = [
      small('a'),
      small('b'),
      { ...small('big'), file: realFile('big.pdf', 2 * MB + 3) },
    ];
    const { saved, taken, failure } = await saveFiles(layouts.notes, inputs);
    expect({ taken, failure }).toEqual({ taken: [], failure: null });
    expect(saved.map(({ id, isLargeFile }) => [id, isLargeFile])).toEqual([
      ['a', false],
      ['b', false],
      ['big', true],
    ]);
    expect(listWrites()).toBe(1);
    expect(listFiles(layouts.notes.listKey)).toHaveLength(3);
    for (const record of saved) {
      await expectPatternBytes(await readFile(record, layouts.notes), record.fileSize);
    }
  });

  it('leaves out ids the list names, the file store holds or the batch repeats', async () => {
    await saveFile({ ...small('listed'), layout: layouts.notes });
    await saveFile({ ...small('in-books', 6 * MB), layout: layouts.books });
    localStorage.removeItem(layouts.books.listKey);
    const keysBefore = (await allKeys()).sort();

    const { saved, taken } = await saveFiles(layouts.notes, [
      small('listed', 7),
      small('in-books', 7),
      small('new'),
      small('new', 9),
    ]);
    expect(saved.map(({ id, fileSize }) => [id, fileSize])).toEqual([['new', 100]]);
    expect(taken).toEqual(['listed', 'in-books', 'new']);
    expect((await allKeys()).sort()).toEqual(keysBefore);
    expect(listFiles(layouts.notes.listKey).find(({ id }) => id === 'listed')?.fileSize).toBe(100);
  });

  it('where the list has no room for the batch inline, lists the files one by one', async () => {
    // The list refuses any write of more than one new file inline.
    vi.mocked(Storage.prototype.setItem).mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === layouts.notes.listKey && value.length > 2_000) throw quotaError();
      realSetItem.call(this, key, value);
    });
    const { saved, failure } = await saveFiles(layouts.notes, [small('a', 1000), small('b', 1000)]);
    expect(failure).toBeNull();
    // The first fits inline; the second goes to the file store, its entry without its bytes.
    expect(saved.map(({ id, isLargeFile }) => [id, isLargeFile])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    for (const record of listFiles(layouts.notes.listKey)) {
      await expectPatternBytes(await readFile(record, layouts.notes), 1000);
    }
  });

  it('on a failure lists none of the batch and leaves none of its bytes', async () => {
    vi.mocked(Storage.prototype.setItem).mockImplementation(() => {
      throw new Error('disk gone');
    });
    const { saved, failure } = await saveFiles(layouts.notes, [
      small('a'),
      { ...small('big'), file: realFile('big.pdf', 3 * MB) },
    ]);
    expect(saved).toEqual([]);
    expect(failure).toEqual(new Error('disk gone'));
    expect(await allKeys()).toEqual([]);
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(listFiles(layouts.notes.listKey)).toEqual([]);
  });
});

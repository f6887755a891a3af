import { afterEach, describe, expect, it } from 'vitest';
import { listFiles, saveFile } from './file-store';
import { isListDamaged, repairList, sweepOrphans } from './health';
import type { StorageLayout } from './records';
import { layouts, lazyFile, MB, allKeys, realFile, resetFileDb } from '../testing/stored-files';

afterEach(resetFileDb);

const save = (id: string, file: File, layout: StorageLayout = layouts.notes) =>
  saveFile({ layout, record: { id, uploadedBy: 'u', subject: 'ai-ml' }, file });

describe('an unreadable list', () => {
  it('is kept aside by the next upload, spares its bytes from the sweep, and Repair brings its files back', async () => {
    await save('big', lazyFile('big.pdf', 3 * MB));
    const small = await save('small', realFile('small.txt', 5));
    const text = localStorage.getItem('notes_ai-ml') ?? '';
    // Cut off after the small file's entry: that entry still parses, the list does not.
    const broken = text.slice(0, text.indexOf('}', text.indexOf('"small"')) + 1);
    localStorage.setItem('notes_ai-ml', broken);
    expect(listFiles('notes_ai-ml')).toEqual([]);
    expect(isListDamaged('notes_ai-ml')).toBe(true);

    await save('after', realFile('after.txt', 3));
    expect(listFiles('notes_ai-ml').map(({ id }) => id)).toEqual(['after']);
    expect(localStorage.getItem('unreadableList_notes_ai-ml')).toBe(broken);
    expect(isListDamaged('notes_ai-ml')).toBe(true);

    expect(await sweepOrphans()).toBe(0);
    expect(await allKeys()).toHaveLength(4);

    expect(await repairList(layouts.notes)).toBe(3);
    expect(
      listFiles('notes_ai-ml')
        .map(({ id }) => id)
        .sort(),
    ).toEqual(['after', 'big', 'small']);
    expect(listFiles('notes_ai-ml').find(({ id }) => id === 'small')).toEqual(small);
    expect(isListDamaged('notes_ai-ml')).toBe(false);
  });

  it("takes no other list's large files", async () => {
    await save('book', lazyFile('b.pdf', 6 * MB), layouts.books);
    localStorage.setItem('notes_ai-ml', '[{"id":"broken');
    expect(await repairList(layouts.notes)).toBe(0);
    expect(listFiles(layouts.books.listKey).map(({ id }) => id)).toEqual(['book']);
  });
});

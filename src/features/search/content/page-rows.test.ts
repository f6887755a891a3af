import { describe, expect, it } from 'vitest';
import { PageRows } from './page-rows';

describe('PageRows', () => {
  it('names each row’s file and part and admits only rows of files the student may see', () => {
    const rows = new PageRows();
    rows.setVisible(['notes', 'book']);
    rows.hold([
      { row: 1, fileId: 'notes', part: 4 },
      { row: 2, fileId: 'hidden', part: 1 },
      // Far past the arrays' first size: they grow.
      { row: 5_000, fileId: 'book', part: 12 },
    ]);
    expect(rows.at(1)).toEqual({ fileId: 'notes', part: 4 });
    expect(rows.at(5_000)).toEqual({ fileId: 'book', part: 12 });
    expect(rows.at(3)).toBeUndefined();
    expect(rows.at(1_000_000)).toBeUndefined();
    expect([1, 2, 3, 5_000, 1_000_000].map((row) => rows.isSeen(row))).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);

    // What may be seen changes with the lists; a file held later is admitted as they say.
    rows.setVisible(['hidden', 'later']);
    rows.hold([{ row: 7, fileId: 'later', part: 2 }]);
    expect([1, 2, 7, 5_000].map((row) => rows.isSeen(row))).toEqual([false, true, true, false]);

    rows.drop('hidden');
    expect(rows.at(2)).toBeUndefined();
    expect(rows.isSeen(2)).toBe(false);
    rows.clear();
    expect(rows.at(7)).toBeUndefined();
    expect(rows.isSeen(7)).toBe(false);
  });

  it('keeps apart a hundred files, past the first size of its table of who may see them', () => {
    const rows = new PageRows();
    const ids = Array.from({ length: 100 }, (_, at) => `f${at}`);
    rows.hold(ids.map((fileId, at) => ({ row: at + 1, fileId, part: 1 })));
    rows.setVisible(ids.filter((_, at) => at % 2 === 0));
    expect(ids.map((_, at) => rows.isSeen(at + 1))).toEqual(ids.map((_, at) => at % 2 === 0));
  });
});

import { describe, expect, it } from 'vitest';
import {
  clearSearchIndex,
  forgetIndexedFiles,
  indexedFiles,
  indexedTexts,
  keepIndexedFile,
  loadWordIndex,
  saveWordIndex,
  type IndexedFile,
} from './search-index-store';

const entry = (fileId: string, partNumbers: number[]): IndexedFile => ({
  fileId,
  status: 'indexed',
  parts: partNumbers.length,
  partNumbers,
  chars: 10,
  truncated: false,
  at: '2026-11-27T10:00:00.000Z',
});

describe('search index store', () => {
  it('keeps a file’s pages, replaces them on a second reading, forgets them and clears all', async () => {
    await keepIndexedFile(entry('a', [1, 2]), [
      { fileId: 'a', part: 1, text: 'one' },
      { fileId: 'a', part: 2, text: 'two' },
    ]);
    await keepIndexedFile(entry('b', [1]), [{ fileId: 'b', part: 1, text: 'bee' }]);
    await keepIndexedFile(entry('a', [3]), [{ fileId: 'a', part: 3, text: 'three' }]);
    expect(
      await indexedTexts([
        { fileId: 'a', part: 1 },
        { fileId: 'a', part: 3 },
      ]),
    ).toEqual(['', 'three']);
    expect((await indexedFiles()).map((file) => file.fileId).sort()).toEqual(['a', 'b']);

    await forgetIndexedFiles(['a']);
    expect(
      await indexedTexts([
        { fileId: 'a', part: 3 },
        { fileId: 'b', part: 1 },
      ]),
    ).toEqual(['', 'bee']);

    await saveWordIndex('{"kept":true}');
    expect(await loadWordIndex()).toBe('{"kept":true}');
    await clearSearchIndex();
    expect(await loadWordIndex()).toBeNull();
    expect(await indexedFiles()).toEqual([]);
  });
});

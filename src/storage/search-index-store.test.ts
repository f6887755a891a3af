import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { SEARCH_DB } from './keys';
import { matchExpression, SearchIndexStore, type IndexedFile } from './search-index-store';

const entry = (fileId: string, partNumbers: number[]): IndexedFile => ({
  fileId,
  status: 'indexed',
  parts: partNumbers.length,
  partNumbers,
  chars: 10,
  truncated: false,
  at: '2026-11-27T10:00:00.000Z',
});

const texts = (store: SearchIndexStore, rows: number[]) => store.texts(rows);
const everyRow = () => true;

describe('search index store', () => {
  it('keeps a file’s pages, replaces them on a second reading, forgets them and clears all', async () => {
    const store = await SearchIndexStore.inMemory();
    const [a1, a2] = store.keep(entry('a', [1, 2]), [
      { part: 1, text: 'one' },
      { part: 2, text: 'two' },
    ]);
    const [b1] = store.keep(entry('b', [1]), [{ part: 1, text: 'bee' }]);
    const [a3] = store.keep(entry('a', [3]), [{ part: 3, text: 'three' }]);
    expect(a3).toMatchObject({ fileId: 'a', part: 3 });
    expect(texts(store, [a1?.row ?? 0, a2?.row ?? 0, a3?.row ?? 0])).toEqual(['', '', 'three']);
    expect(
      store
        .files()
        .map((file) => file.fileId)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(
      store
        .pages()
        .map(({ fileId, part }) => `${fileId}${part}`)
        .sort(),
    ).toEqual(['a3', 'b1']);

    store.forget(['a']);
    expect(texts(store, [a3?.row ?? 0, b1?.row ?? 0])).toEqual(['', 'bee']);
    expect(store.match({ words: ['three'], lastIsPrefix: false }, everyRow, 100)).toEqual([]);

    store.clear();
    expect(store.files()).toEqual([]);
    expect(store.match({ words: ['bee'], lastIsPrefix: false }, everyRow, 100)).toEqual([]);
  });

  it('finds pages holding every word, the last as a prefix, ignoring case and accents, newest first', async () => {
    const store = await SearchIndexStore.inMemory();
    const [old] = store.keep(entry('old', [1]), [{ part: 1, text: 'Kosaraju and Tarjan' }]);
    const [recent] = store.keep(entry('new', [2]), [
      { part: 2, text: 'Kosaraju’s RÉSUMÉ of strongly connected components' },
    ]);
    expect(store.match({ words: ['kosar'], lastIsPrefix: true }, everyRow, 100)).toEqual([
      recent?.row,
      old?.row,
    ]);
    expect(store.match({ words: ['kosar'], lastIsPrefix: false }, everyRow, 100)).toEqual([]);
    expect(
      store.match({ words: ['resume', 'kosaraju'], lastIsPrefix: false }, everyRow, 100),
    ).toEqual([recent?.row]);
    // Rows the caller does not admit are passed over; the walk stops at the limit.
    expect(
      store.match({ words: ['kosar'], lastIsPrefix: true }, (row) => row !== recent?.row, 100),
    ).toEqual([old?.row]);
    expect(store.match({ words: ['kosar'], lastIsPrefix: true }, everyRow, 1)).toEqual([
      recent?.row,
    ]);
    // Ranking is bounded by the oldest row it is asked to score from.
    expect(store.rank({ words: ['kosaraju'], lastIsPrefix: false }, recent?.row ?? 0)).toEqual([
      recent?.row,
    ]);
  });

  it('reads what a student types as words, never as the query language', async () => {
    expect(matchExpression({ words: ['a"b', 'near'], lastIsPrefix: true })).toBe('"a""b" "near"*');
    const store = await SearchIndexStore.inMemory();
    store.keep(entry('f', [1]), [{ part: 1, text: 'NEAR OR AND NOT' }]);
    for (const word of ['near', 'or', 'not', '*', '"', '(', 'x:y']) {
      expect(
        () => store.match({ words: [word], lastIsPrefix: false }, everyRow, 100),
        word,
      ).not.toThrow();
    }
    expect(store.match({ words: ['or', 'and'], lastIsPrefix: false }, everyRow, 100)).toHaveLength(
      1,
    );
  });

  it('keeps an index in memory as an image, read back on the next start; a damaged image starts afresh', async () => {
    const first = await SearchIndexStore.open();
    expect(first.home).toBe('memory');
    first.keep(entry('kept', [4]), [{ part: 4, text: 'Bellman Ford relaxes every edge' }]);
    await first.persist();

    const second = await SearchIndexStore.open();
    expect(second.files().map((file) => file.fileId)).toEqual(['kept']);
    expect(second.match({ words: ['bellman'], lastIsPrefix: false }, everyRow, 100)).toHaveLength(
      1,
    );
    expect(second.bytes()).toBeGreaterThan(0);

    const db = await openDB(SEARCH_DB.name, SEARCH_DB.version);
    await db.put('image', new Uint8Array([1, 2, 3, 4]), 'search-index');
    db.close();
    const third = await SearchIndexStore.open();
    expect(third.files()).toEqual([]);
    third.keep(entry('fresh', [1]), [{ part: 1, text: 'works' }]);
    expect(third.match({ words: ['works'], lastIsPrefix: false }, everyRow, 100)).toHaveLength(1);
  });
});

import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
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
const rows = (found: readonly { row: number }[]) => found.map(({ row }) => row);

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

    // Read back whole, as JSON: an id a crafted backup gave a file comes back as it was.
    const odd = 'id "with", quotes,\nand a line';
    store.keep(entry(odd, [7]), [{ part: 7, text: 'odd' }]);
    expect(store.files().find((file) => file.fileId === odd)?.partNumbers).toEqual([7]);
    expect(store.pages().filter((page) => page.fileId === odd)).toMatchObject([{ part: 7 }]);
    store.forget([odd]);

    store.forget(['a']);
    expect(texts(store, [a3?.row ?? 0, b1?.row ?? 0])).toEqual(['', 'bee']);
    expect(rows(store.match({ words: ['three'], lastIsPrefix: false }, everyRow, 100))).toEqual([]);

    store.clear();
    expect(store.files()).toEqual([]);
    expect(rows(store.match({ words: ['bee'], lastIsPrefix: false }, everyRow, 100))).toEqual([]);
  });

  it('finds pages holding every word, the last as a prefix, ignoring case and accents, newest first', async () => {
    const store = await SearchIndexStore.inMemory();
    const [old] = store.keep(entry('old', [1]), [{ part: 1, text: 'Kosaraju and Tarjan' }]);
    const [recent] = store.keep(entry('new', [2]), [
      { part: 2, text: 'Kosaraju’s RÉSUMÉ of strongly connected components' },
    ]);
    expect(rows(store.match({ words: ['kosar'], lastIsPrefix: true }, everyRow, 100))).toEqual([
      recent?.row,
      old?.row,
    ]);
    expect(rows(store.match({ words: ['kosar'], lastIsPrefix: false }, everyRow, 100))).toEqual([]);
    expect(
      rows(store.match({ words: ['resume', 'kosaraju'], lastIsPrefix: false }, everyRow, 100)),
    ).toEqual([recent?.row]);
    // Rows the caller does not admit are passed over; the walk stops at the limit.
    expect(
      rows(
        store.match({ words: ['kosar'], lastIsPrefix: true }, (row) => row !== recent?.row, 100),
      ),
    ).toEqual([old?.row]);
    expect(rows(store.match({ words: ['kosar'], lastIsPrefix: true }, everyRow, 1))).toEqual([
      recent?.row,
    ]);
    // Each page is scored by BM25 as it is found: the page holding the word twice scores better.
    const twice = store.keep(entry('twice', [1]), [{ part: 1, text: 'Kosaraju then Kosaraju' }]);
    const scores = new Map(
      store
        .match({ words: ['kosaraju'], lastIsPrefix: false }, everyRow, 100)
        .map(({ row, score }) => [row, score]),
    );
    expect(scores.size).toBe(3);
    expect(scores.get(twice[0]?.row ?? 0)).toBeLessThan(scores.get(old?.row ?? 0) ?? -Infinity);
    expect(scores.get(twice[0]?.row ?? 0)).toBeLessThan(scores.get(recent?.row ?? 0) ?? -Infinity);
  });

  it('merges its word index whole once a quarter of its text is new, finding the same pages after', async () => {
    const store = await SearchIndexStore.inMemory();
    const file = (fileId: string, text: string) =>
      store.keep({ ...entry(fileId, [1]), chars: text.length }, [{ part: 1, text }]);
    expect(store.charsToMerge()).toBe(0);
    // Each file kept is a segment of its own: forty of them leave several to merge.
    let merged = 0;
    for (let at = 0; at < 40; at += 1) {
      const text = `graph${at} tree lecture ${at} `.repeat(50);
      file(`f${at}`, text);
      merged += text.length;
    }
    const query = { words: ['graph1'], lastIsPrefix: true };
    const before = rows(store.match(query, everyRow, 100));
    expect(before).toHaveLength(11);
    expect(store.charsToMerge()).toBe(merged);

    let steps = 0;
    while (store.mergeStep()) steps += 1;
    expect(steps).toBeGreaterThan(0);
    expect(store.charsToMerge()).toBe(0);
    expect(store.mergeStep()).toBe(false);
    expect(rows(store.match(query, everyRow, 100))).toEqual(before);

    // Under a quarter of the text merged, a file added waits for more; past it, it is merged.
    file('small', 'x'.repeat(Math.floor(merged / 8)));
    expect(store.charsToMerge()).toBe(0);
    file('large', 'y'.repeat(Math.floor(merged / 4)));
    expect(store.charsToMerge()).toBeGreaterThan(0);
    while (store.mergeStep());
    expect(store.charsToMerge()).toBe(0);
    // Text forgotten no longer counts as merged: what is added next is a larger share.
    store.forget(Array.from({ length: 40 }, (_, at) => `f${at}`));
    file('after', 'z'.repeat(Math.floor(merged / 4)));
    expect(store.charsToMerge()).toBeGreaterThan(0);
    store.clear();
    expect(store.charsToMerge()).toBe(0);
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
    expect(
      rows(store.match({ words: ['or', 'and'], lastIsPrefix: false }, everyRow, 100)),
    ).toHaveLength(1);
  });

  it('keeps an index in memory as an image, read back on the next start; a damaged image starts afresh', async () => {
    const first = await SearchIndexStore.open();
    expect(first.home).toBe('memory');
    first.keep(entry('kept', [4]), [{ part: 4, text: 'Bellman Ford relaxes every edge' }]);
    await first.persist();

    const second = await SearchIndexStore.open();
    expect(second.files().map((file) => file.fileId)).toEqual(['kept']);
    expect(
      rows(second.match({ words: ['bellman'], lastIsPrefix: false }, everyRow, 100)),
    ).toHaveLength(1);
    expect(second.bytes()).toBeGreaterThan(0);

    const db = await openDB(SEARCH_DB.name, SEARCH_DB.version);
    await db.put('image', new Uint8Array([1, 2, 3, 4]), 'search-index');
    db.close();
    const third = await SearchIndexStore.open();
    expect(third.files()).toEqual([]);
    third.keep(entry('fresh', [1]), [{ part: 1, text: 'works' }]);
    expect(
      rows(third.match({ words: ['works'], lastIsPrefix: false }, everyRow, 100)),
    ).toHaveLength(1);
  });

  it('empties an index kept in an earlier layout at start, so that its files are read again', async () => {
    const sqlite3 = await sqlite3InitModule({ print: () => undefined, printErr: () => undefined });
    const earlier = new sqlite3.oo1.DB(':memory:');
    earlier.exec(`
      CREATE TABLE files(file_id TEXT PRIMARY KEY, entry TEXT NOT NULL);
      CREATE TABLE parts(row INTEGER PRIMARY KEY, file_id TEXT NOT NULL, part INTEGER NOT NULL);
      CREATE VIRTUAL TABLE pages USING fts5(text, prefix = '3 4 5 6');
      INSERT INTO files VALUES ('old', '{"fileId":"old"}');
      INSERT INTO parts VALUES (1, 'old', 1);
      INSERT INTO pages(rowid, text) VALUES (1, 'Kosaraju finds strongly connected components');`);
    const db = await openDB(SEARCH_DB.name, SEARCH_DB.version);
    await db.put('image', sqlite3.capi.sqlite3_js_db_export(earlier), 'search-index');
    db.close();
    earlier.close();

    const upgraded = await SearchIndexStore.open();
    expect(upgraded.files()).toEqual([]);
    expect(upgraded.match({ words: ['kosaraju'], lastIsPrefix: false }, everyRow, 100)).toEqual([]);
    upgraded.keep(entry('new', [1]), [{ part: 1, text: 'Kosaraju finds components' }]);
    // A seven-letter start is answered as the start of a word, as before.
    expect(
      rows(upgraded.match({ words: ['kosaraj'], lastIsPrefix: true }, everyRow, 100)),
    ).toHaveLength(1);
    await upgraded.persist();

    // Kept in the new layout, it is read back as it is.
    const next = await SearchIndexStore.open();
    expect(next.files().map((file) => file.fileId)).toEqual(['new']);
  });
});

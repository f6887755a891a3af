/**
 * Where the index of the words inside stored files is kept on this device: one SQLite database
 * (sqlite-wasm) holding what was read of each file and an FTS5 table of every page's text, so
 * that a word, or the start of one, is found among tens of megabytes of text without holding
 * them in memory. Knows nothing of how text is read or of what a student may see; only keeps
 * pages and finds those holding words.
 *
 * The database lives in the origin-private file system (the `opfs-sahpool` storage, which needs
 * no cross-origin isolation). Where that is missing (WebKitGTK, a private window) or held by
 * another tab's index, the database lives in the worker's memory; without the file system it is
 * kept as one image in IndexedDB (StudyShelfSearch), read back on the next start.
 */
import sqlite3InitModule, { type Database, type Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { holdIndexFiles } from './pool-lock';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { withTimeout } from './bounded';
import { SEARCH_DB } from './keys';

/**
 * Reading or writing an index's image takes well under a second; a database that gives no answer
 * in this never will (WebKit can leave one that a worker was ended in the middle of using unable to
 * answer again: bug 324094). A load given up is an index read again from the files; a save given
 * up is tried at the next.
 */
const IMAGE_BOUND_MS = 15_000;

/**
 * What reading a file's text came to; 'full': the device's index holds all the text it may, and
 * the file was left out.
 */
export type IndexedStatus = 'indexed' | 'no-text' | 'unreadable' | 'unsupported' | 'full';

export interface IndexedFile {
  fileId: string;
  status: IndexedStatus;
  /** Pages (slides, chapters, sheets) whose text was kept. */
  parts: number;
  /** Characters of text kept (capped per file). */
  chars: number;
  /** The part numbers kept. */
  partNumbers: number[];
  /** Whether the file held more text than is kept. */
  truncated: boolean;
  /** Why an unreadable file could not be read: 'damaged', 'password-protected'. */
  reason?: string;
  at: string;
}

export interface IndexedText {
  part: number;
  text: string;
}

/** One page of the index: its row, and the file and part it is of. */
export interface IndexedPage {
  row: number;
  fileId: string;
  part: number;
}

/** A page found, and how well it matches: BM25, where lower is better. */
export interface ScoredRow {
  row: number;
  score: number;
}

/**
 * Words to find, each as the index folds them: every page found holds them all. The last is
 * matched as the start of a word when `lastIsPrefix`, every one when `everyIsPrefix`.
 */
export interface WordQuery {
  words: readonly string[];
  lastIsPrefix: boolean;
  everyIsPrefix?: boolean;
}

/**
 * Where the index lives: 'disk', in the origin-private file system; 'memory', in the worker, kept
 * as an image in IndexedDB; 'memory-unkept', in the worker for as long as the tab is open.
 */
export type IndexHome = 'disk' | 'memory' | 'memory-unkept';

/**
 * The start of a word is found through an index of its own for each length from 3 to 10 letters.
 * Without one, FTS5 gathers every word with that start and merges all their places before it can
 * answer a row: 5 to 20 ms a keystroke over a large library, where the index of that length
 * answers in 1 to 3. Past 10 letters few words share a start. Each length costs index space only
 * for words at least that long: about an eighth more index over English text.
 */
const PREFIX_LENGTHS = '3 4 5 6 7 8 9 10';
/** The index's layout, kept in SQLite's `user_version` (an earlier one had fewer prefix lengths). */
const LAYOUT = 2;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS files(file_id TEXT PRIMARY KEY, entry TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS parts(row INTEGER PRIMARY KEY, file_id TEXT NOT NULL, part INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS parts_of_file ON parts(file_id);
  CREATE VIRTUAL TABLE IF NOT EXISTS pages USING fts5(
    text, tokenize = 'unicode61 remove_diacritics 2', prefix = '${PREFIX_LENGTHS}'
  );
  CREATE TABLE IF NOT EXISTS merges(
    id INTEGER PRIMARY KEY CHECK (id = 1),
    merged_chars INTEGER NOT NULL,
    fresh_chars INTEGER NOT NULL
  );`;

/** A deleted page's words are taken out of the word index, not only marked deleted. */
const SECURE_DELETE = "INSERT INTO pages(pages, rank) VALUES ('secure-delete', 1);";

/** The database's file in the pool, and the pool's own name (its folder is `.${POOL}`). */
const DATABASE_FILE = '/search-index.sqlite3';
const POOL = 'studyshelf-search';
/**
 * Tries at the file system before the index settles for memory, once the last worker has let
 * the lock go (pool-lock.ts): an engine may close that worker's files a moment after.
 */
const POOL_TRIES = 5;
const POOL_RETRY_MS = 300;
/** How long a worker waits for the last one to let the files go before it keeps to memory. */
const POOL_LOCK_WAIT_MS = 5_000;
/**
 * The files the pool keeps ready: the database, its journal and SQLite's passing files, with
 * room to spare. The pool makes them only when its folder is empty, so a tab closed while they
 * were being made leaves fewer for good, and the journal then finds no file to write.
 */
const POOL_CAPACITY = 8;
/** SQLite's page cache, in KiB (negative): a prefix's pages stay read between keystrokes. */
const CACHE_KIB = 16 * 1024;

/**
 * The word index is merged whole once the text added since it last was reaches this share of the
 * text it then held: each file kept adds a segment of its own to the index, which FTS5 merges only
 * in fours, and a search reads every segment; a library of thousands of files read one by one
 * leaves a dozen or more, and a prefix search takes three to four times as long as over one. Past
 * a share, merging whole costs each character of text a bounded number of rewrites, however the
 * library grows.
 */
const MERGE_AT_FRESH_SHARE = 0.25;
/**
 * Leaf pages one merge step writes: a few milliseconds, so that searches are answered between
 * steps. FTS5 ends a step only between words, so a word found on nearly every page (or a prefix
 * of such words) can take a step of some hundreds of milliseconds, once per merge.
 */
const MERGE_STEP_PAGES = 64;

/** The C functions `match` calls on every row; a rowid is exact as a double up to 2⁵³. */
interface RowCalls {
  sqlite3_step(statement: number): number;
  sqlite3_column_double(statement: number, column: number): number;
}

interface ImageDbSchema extends DBSchema {
  image: { key: string; value: Uint8Array };
}
const IMAGE_KEY = 'search-index';

export class SearchIndexStore {
  private constructor(
    private readonly sqlite3: Sqlite3Static,
    private readonly db: Database,
    readonly home: IndexHome,
  ) {
    db.exec(`PRAGMA cache_size = -${CACHE_KIB};`);
    // A deleted file's text is overwritten, in the table and in the word index, not only
    // unlinked: its words leave the device with it.
    db.exec('PRAGMA secure_delete = ON;');
    // An index of another layout (or a new database) is emptied: its files are read again.
    if (Number(db.selectValue('PRAGMA user_version')) !== LAYOUT) emptyIndex(db);
    db.exec(SCHEMA);
    db.exec(SECURE_DELETE);
  }

  /**
   * Opens the device's index: on disk where the browser allows, else in memory. `imageBoundMs`
   * bounds the wait for the in-memory index's image (a test passes a short one).
   */
  static async open({ imageBoundMs = IMAGE_BOUND_MS } = {}): Promise<SearchIndexStore> {
    const sqlite3 = await sqlite3InitModule({ print: () => undefined, printErr: () => undefined });
    const onDisk = await openOnDisk(sqlite3);
    if (onDisk) {
      // The index an earlier version kept in IndexedDB is of no more use.
      void deleteDB(SEARCH_DB.name).catch(() => undefined);
      return new SearchIndexStore(sqlite3, onDisk, 'disk');
    }
    // The file system is there but another tab's index holds the database: this tab's index
    // lives as long as the tab, and keeps nothing that would overwrite the other's.
    if (hasFileSystem()) return SearchIndexStore.inMemory();
    const image = await withTimeout(loadImage(), imageBoundMs, 'reading the search index').catch(
      () => null,
    );
    const restored = image ? restoreImage(sqlite3, image) : null;
    return new SearchIndexStore(sqlite3, restored ?? new sqlite3.oo1.DB(':memory:'), 'memory');
  }

  /** An index in memory and nowhere else: a second tab's, and a test's. */
  static async inMemory(): Promise<SearchIndexStore> {
    const sqlite3 = await sqlite3InitModule({ print: () => undefined, printErr: () => undefined });
    return new SearchIndexStore(sqlite3, new sqlite3.oo1.DB(':memory:'), 'memory-unkept');
  }

  /**
   * Every file read so far, whatever it came to. Read as one JSON text, as `pages` is: each
   * string read from SQLite is decoded on its own, and one decode per row of a large library
   * took a third of a second of the worker's start.
   */
  files(): IndexedFile[] {
    const all = this.db.selectValue('SELECT json_group_array(json(entry)) FROM files');
    return JSON.parse(String(all ?? '[]')) as IndexedFile[];
  }

  /** Every page the index holds. */
  pages(): IndexedPage[] {
    const all = this.db.selectValue(
      'SELECT json_group_array(json_array(row, file_id, part)) FROM parts',
    );
    return (JSON.parse(String(all ?? '[]')) as [number, string, number][]).map(
      ([row, fileId, part]) => ({ row, fileId, part }),
    );
  }

  /**
   * Keeps what was read of one file, replacing what an earlier reading kept, in one transaction:
   * a file is held whole or not at all. Returns the pages added.
   */
  keep(file: IndexedFile, texts: readonly IndexedText[]): IndexedPage[] {
    const pages: IndexedPage[] = [];
    this.db.transaction((db) => {
      removeFile(db, file.fileId);
      db.exec({
        sql: 'INSERT INTO files(file_id, entry) VALUES (?, ?)',
        bind: [file.fileId, JSON.stringify(file)],
      });
      db.exec({
        sql: `INSERT INTO merges(id, merged_chars, fresh_chars) VALUES (1, 0, ?)
              ON CONFLICT(id) DO UPDATE SET fresh_chars = fresh_chars + excluded.fresh_chars`,
        bind: [file.chars],
      });
      const part = db.prepare('INSERT INTO parts(file_id, part) VALUES (?, ?) RETURNING row');
      const page = db.prepare('INSERT INTO pages(rowid, text) VALUES (?, ?)');
      try {
        for (const { part: number, text } of texts) {
          part.bind([file.fileId, number]).step();
          const row = Number(part.get(0));
          part.reset(true);
          page.bind([row, text]).stepReset();
          pages.push({ row, fileId: file.fileId, part: number });
        }
      } finally {
        part.finalize();
        page.finalize();
      }
    });
    return pages;
  }

  forget(fileIds: readonly string[]): void {
    this.db.transaction((db) => {
      for (const fileId of fileIds) removeFile(db, fileId);
    });
  }

  /** Empties the index, for a rebuild, and gives its room back to the device. */
  clear(): void {
    emptyIndex(this.db);
  }

  /**
   * The characters of text a whole merge of the word index would rewrite, or 0 when too little
   * was added since it was last merged for merging to be worth its writes.
   */
  charsToMerge(): number {
    const counts = this.db.selectArray('SELECT merged_chars, fresh_chars FROM merges WHERE id = 1');
    if (!counts) return 0;
    const [merged, fresh] = counts.map(Number) as [number, number];
    return fresh > 0 && fresh >= merged * MERGE_AT_FRESH_SHARE ? merged + fresh : 0;
  }

  /**
   * Merges the word index one step toward a single segment. Returns false once it is one: the
   * text it holds then counts as merged. An index closed between steps goes on where it stopped.
   */
  mergeStep(): boolean {
    const before = this.db.changes(true);
    this.db.exec(`INSERT INTO pages(pages, rank) VALUES ('merge', -${MERGE_STEP_PAGES})`);
    // FTS5's own sign of a step that found nothing left to merge.
    if (this.db.changes(true) - before >= 2) return true;
    this.db.exec(
      'UPDATE merges SET merged_chars = merged_chars + fresh_chars, fresh_chars = 0 WHERE id = 1',
    );
    return false;
  }

  /**
   * The pages holding the query's words that `accept` admits, newest first, at most `limit` of
   * them, each with its BM25 score: the index walks its rows in order, so a query matching most
   * of a large library stops as soon as it has enough. A page is scored as it is walked, in the
   * same pass, and only if admitted: ranking reads every matched word's places on the page.
   */
  match(query: WordQuery, accept: (row: number) => boolean, limit: number): ScoredRow[] {
    const expression = matchExpression(query);
    if (expression === null) return [];
    const statement = this.db.prepare(
      'SELECT rowid, rank FROM pages WHERE pages MATCH ? ORDER BY rowid DESC',
    );
    const { capi } = this.sqlite3;
    // The C functions themselves, not their wrappers: a wrapper converts its arguments on every
    // call, and over hundreds of rows that costs more than SQLite's own work.
    const c = this.sqlite3.wasm.exports as RowCalls;
    const rows: ScoredRow[] = [];
    try {
      statement.bind([expression]);
      const pointer = statement.pointer ?? 0;
      while (rows.length < limit) {
        const result = c.sqlite3_step(pointer);
        if (result === capi.SQLITE_DONE) break;
        if (result !== capi.SQLITE_ROW) throw new Error(capi.sqlite3_errstr(result));
        const row = c.sqlite3_column_double(pointer, 0);
        if (accept(row)) rows.push({ row, score: c.sqlite3_column_double(pointer, 1) });
      }
    } finally {
      statement.finalize();
    }
    return rows;
  }

  /** The text of each page asked for, in order; '' for a page the index does not hold. */
  texts(rows: readonly number[]): string[] {
    const statement = this.db.prepare('SELECT text FROM pages WHERE rowid = ?');
    try {
      return rows.map((row) => {
        const text = statement.bind([row]).step() ? String(statement.get(0)) : '';
        statement.reset(true);
        return text;
      });
    } finally {
      statement.finalize();
    }
  }

  /** What the index takes on the device. */
  bytes(): number {
    const pages = Number(this.db.selectValue('PRAGMA page_count'));
    const size = Number(this.db.selectValue('PRAGMA page_size'));
    return pages * size;
  }

  /**
   * Makes what the index holds last: on disk every change already has; an index in memory is
   * kept as one image in IndexedDB.
   */
  async persist(): Promise<void> {
    if (this.home !== 'memory') return;
    const image = this.sqlite3.capi.sqlite3_js_db_export(this.db);
    await withTimeout(saveImage(image), IMAGE_BOUND_MS, 'keeping the search index');
  }
}

/**
 * Empties the index and marks it as of this layout. Dropped whole rather than deleted row by row:
 * a secure delete of every row would overwrite the word index once per page. The vacuum leaves
 * nothing of the old text in the file, and makes its copy of the (now empty) database in memory:
 * the file system's pool of files need not have room for one more.
 */
function emptyIndex(db: Database): void {
  db.transaction((inside) => {
    inside.exec('DROP TABLE IF EXISTS pages; DROP TABLE IF EXISTS parts;');
    inside.exec('DROP TABLE IF EXISTS files; DROP TABLE IF EXISTS merges;');
    inside.exec(SCHEMA);
    inside.exec(SECURE_DELETE);
    inside.exec(`PRAGMA user_version = ${LAYOUT};`);
  });
  db.exec('PRAGMA temp_store = MEMORY;');
  db.exec('VACUUM;');
}

function removeFile(db: Database, fileId: string): void {
  // The text gone no longer counts toward the share that calls for the next merge.
  db.exec({
    sql: `UPDATE merges SET merged_chars = max(0, merged_chars -
            coalesce((SELECT entry ->> '$.chars' FROM files WHERE file_id = ?), 0))`,
    bind: [fileId],
  });
  db.exec({
    sql: 'DELETE FROM pages WHERE rowid IN (SELECT row FROM parts WHERE file_id = ?)',
    bind: [fileId],
  });
  db.exec({ sql: 'DELETE FROM parts WHERE file_id = ?', bind: [fileId] });
  db.exec({ sql: 'DELETE FROM files WHERE file_id = ?', bind: [fileId] });
}

/**
 * The FTS5 query for `query`: each word quoted, so nothing a student types is read as the query
 * language's own syntax; the last one a prefix when asked.
 */
export function matchExpression({
  words,
  lastIsPrefix,
  everyIsPrefix = false,
}: WordQuery): string | null {
  if (words.length === 0) return null;
  return words
    .map((word, at) => {
      const quoted = `"${word.replaceAll('"', '""')}"`;
      const prefix = everyIsPrefix || (at === words.length - 1 && lastIsPrefix);
      return prefix ? `${quoted}*` : quoted;
    })
    .join(' ');
}

function hasFileSystem(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.storage?.getDirectory === 'function' &&
    typeof FileSystemFileHandle !== 'undefined' &&
    'createSyncAccessHandle' in FileSystemFileHandle.prototype
  );
}

async function openOnDisk(sqlite3: Sqlite3Static): Promise<Database | null> {
  if (!hasFileSystem() || !(await holdIndexFiles(POOL_LOCK_WAIT_MS))) return null;
  // Not in the library's typings: without it a failed try would be the answer to every later one.
  const options = { name: POOL, forceReinitIfPreviouslyFailed: true };
  for (let tries = 1; tries <= POOL_TRIES; tries += 1) {
    try {
      const pool = await sqlite3.installOpfsSAHPoolVfs(options);
      await pool.reserveMinimumCapacity(POOL_CAPACITY);
      return new pool.OpfsSAHPoolDb(DATABASE_FILE);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, POOL_RETRY_MS * tries));
    }
  }
  return null;
}

let imageDb: Promise<IDBPDatabase<ImageDbSchema>> | null = null;

function images(): Promise<IDBPDatabase<ImageDbSchema>> {
  imageDb ??= openDB<ImageDbSchema>(SEARCH_DB.name, SEARCH_DB.version, {
    upgrade(database) {
      // An earlier version's word index and texts: read again into the new index.
      for (const name of [...database.objectStoreNames]) database.deleteObjectStore(name);
      database.createObjectStore('image');
    },
  });
  return imageDb;
}

async function loadImage(): Promise<Uint8Array | null> {
  return (await (await images()).get('image', IMAGE_KEY)) ?? null;
}

async function saveImage(image: Uint8Array): Promise<void> {
  await (await images()).put('image', image, IMAGE_KEY);
}

/** The database an image holds, or null when it is not one of the index's. */
function restoreImage(sqlite3: Sqlite3Static, image: Uint8Array): Database | null {
  const { capi, wasm } = sqlite3;
  const db = new sqlite3.oo1.DB(':memory:');
  // An image cloned in from another realm (a test's IndexedDB) is copied into this one's type.
  const pointer = wasm.allocFromTypedArray(
    image instanceof Uint8Array ? image : new Uint8Array(image),
  );
  const result = capi.sqlite3_deserialize(
    db.pointer ?? 0,
    'main',
    pointer,
    image.byteLength,
    image.byteLength,
    capi.SQLITE_DESERIALIZE_FREEONCLOSE | capi.SQLITE_DESERIALIZE_RESIZEABLE,
  );
  try {
    if (result !== capi.SQLITE_OK) throw new Error('not a database');
    db.selectValue('SELECT count(*) FROM files, parts, pages LIMIT 1');
    return db;
  } catch {
    db.close();
    return null;
  }
}

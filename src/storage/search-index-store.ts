/**
 * Where the index of the words inside stored files is kept on this device (IndexedDB
 * StudyShelfSearch): the word index as one serialised value, what was read of each file, and each
 * page's text for snippets. Knows nothing of how text is read or searched; only keeps it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { SEARCH_DB } from './keys';

/** What reading a file's text came to. */
/** 'full': the device's index holds all the text it may; the file was left out. */
export type IndexedStatus = 'indexed' | 'no-text' | 'unreadable' | 'unsupported' | 'full';

export interface IndexedFile {
  fileId: string;
  status: IndexedStatus;
  /** Pages (slides, chapters, sheets) whose text was kept. */
  parts: number;
  /** Characters of text kept (capped per file). */
  chars: number;
  /** The part numbers kept, so the file's entries can be taken out of the index. */
  partNumbers: number[];
  /** Whether the file held more text than is kept. */
  truncated: boolean;
  /** Why an unreadable file could not be read: 'damaged', 'password-protected'. */
  reason?: string;
  at: string;
}

export interface IndexedText {
  fileId: string;
  part: number;
  text: string;
}

interface SearchDbSchema extends DBSchema {
  index: { key: string; value: string };
  files: { key: string; value: IndexedFile };
  texts: { key: [string, number]; value: IndexedText };
}

const WORD_INDEX = 'words';

let connection: Promise<IDBPDatabase<SearchDbSchema>> | null = null;

function db(): Promise<IDBPDatabase<SearchDbSchema>> {
  connection ??= openDB<SearchDbSchema>(SEARCH_DB.name, SEARCH_DB.version, {
    upgrade(database) {
      database.createObjectStore('index');
      database.createObjectStore('files', { keyPath: 'fileId' });
      database.createObjectStore('texts', { keyPath: ['fileId', 'part'] });
    },
  });
  return connection;
}

/** The serialised word index, or null before the first file is indexed. */
export async function loadWordIndex(): Promise<string | null> {
  return (await (await db()).get('index', WORD_INDEX)) ?? null;
}

export async function saveWordIndex(serialised: string): Promise<void> {
  await (await db()).put('index', serialised, WORD_INDEX);
}

/** Every file read so far, whatever it came to. */
export async function indexedFiles(): Promise<IndexedFile[]> {
  return (await db()).getAll('files');
}

/** Keeps what was read of one file, replacing what an earlier reading kept, in one transaction. */
export async function keepIndexedFile(file: IndexedFile, texts: readonly IndexedText[]) {
  const tx = (await db()).transaction(['files', 'texts'], 'readwrite');
  const store = tx.objectStore('texts');
  await store.delete(partsOf(file.fileId));
  await Promise.all(texts.map((text) => store.put(text)));
  await tx.objectStore('files').put(file);
  await tx.done;
}

/** The text of each page asked for, in order, in one read; '' for a page none is kept of. */
export async function indexedTexts(
  pages: readonly { fileId: string; part: number }[],
): Promise<string[]> {
  const store = (await db()).transaction('texts').store;
  return Promise.all(
    pages.map(async ({ fileId, part }) => (await store.get([fileId, part]))?.text ?? ''),
  );
}

export async function forgetIndexedFiles(fileIds: readonly string[]): Promise<void> {
  const tx = (await db()).transaction(['files', 'texts'], 'readwrite');
  for (const fileId of fileIds) {
    void tx.objectStore('texts').delete(partsOf(fileId));
    void tx.objectStore('files').delete(fileId);
  }
  await tx.done;
}

/** Empties the index, for a rebuild. */
export async function clearSearchIndex(): Promise<void> {
  const tx = (await db()).transaction(['index', 'files', 'texts'], 'readwrite');
  await Promise.all([
    tx.objectStore('index').clear(),
    tx.objectStore('files').clear(),
    tx.objectStore('texts').clear(),
  ]);
  await tx.done;
}

function partsOf(fileId: string): IDBKeyRange {
  return IDBKeyRange.bound([fileId, 0], [fileId, Number.MAX_SAFE_INTEGER]);
}

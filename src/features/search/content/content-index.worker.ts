/**
 * Keeps the index of the words inside the student's files, off the page's thread: reads each file
 * handed to it, one at a time, and adds its pages to the index on the device, so a reload or an
 * offline start searches at once. Searches are answered between files and between the pages of
 * a file being read, and between the steps of merging the index. Adding one file's text, at
 * most the 2 MB a file may hold, is the longest a query waits, but for a merge's step through a
 * word found on nearly every page (see MERGE_STEP_PAGES in the store), once per merge.
 */
import { SearchIndexStore, type IndexedFile } from '../../../storage/search-index-store';
import { dataUrlToBlob } from '../../library/device-library';
import { blobSource, type ByteSource } from '../../library/format/byte-source';
import type { ContentHit, FileToIndex, FromIndexer, ToIndexer } from './content-index-protocol';
import { isInterruptedRead } from './interrupted-read';
import { PageFiles } from './page-file-source';
import { searchPages, wordQuery } from './page-search';
import { PageRows } from './page-rows';
import { readFileText, type FileText } from './read-file-text';
import { matchOnPage } from './snippet';

// The app's TypeScript library is the DOM's, where `self` is a Window; here it is a worker's.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToIndexer>) => void) | null;
  postMessage: (message: FromIndexer) => void;
};

/** Pages a search answers with snippets: those the search shows; the rest are counted. */
const HIT_LIMIT = 8;
/**
 * The text the whole index may hold. On disk, about 250 MB: a library of a hundred textbooks and
 * their notes, at 2.5 to 3.2 bytes of index per character. In memory, where the browser has no
 * file system for it, about 16 MB: the index is then part of the worker's memory, and a renderer
 * that runs out takes the page with it. A file that would pass it is listed as left out, not read
 * in part.
 */
const TOTAL_TEXT_CHARS = { disk: 250_000_000, memory: 16_000_000 } as const;

/**
 * A merge of the word index rewriting at least this much text is said in the status: about a
 * tenth of a second of the worker's time; a smaller one would only flicker.
 */
const ANNOUNCED_MERGE_CHARS = 4_000_000;

/** While a long queue is read, the index is kept at least this often. */
const SAVE_EVERY_MS = 5_000;
const STATUS_EVERY_MS = 400;

let store: SearchIndexStore;
const files = new Map<string, IndexedFile>();
/** Each row of the index's pages, and which the student may see: the search filters by them. */
const rows = new PageRows();
/** Counts every change of what the index holds, so a search shown can be asked again. */
let version = 0;
const queue: FileToIndex[] = [];
let reading: string | null = null;
let draining = false;
/** Whether the status says the word index is being merged. */
let merging = false;
let paused = false;
let resume: (() => void) | null = null;

/**
 * Lets the page's messages in, then waits while a file is open in a viewer: checked between
 * files, before each page of a PDF and before a file's pages are kept, so the file being viewed
 * has the cores to itself.
 */
async function running(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (paused) await new Promise<void>((resolve) => (resume = resolve));
}

const pageFiles = new PageFiles((message) => scope.postMessage(message));

const ready = (async () => {
  store = await SearchIndexStore.open();
  for (const file of store.files()) files.set(file.fileId, file);
  rows.hold(store.pages());
})();

const textLimit = () => TOTAL_TEXT_CHARS[store.home === 'disk' ? 'disk' : 'memory'];

let statusTimer: ReturnType<typeof setTimeout> | null = null;

function sendStatus(): void {
  scope.postMessage({
    type: 'status',
    status: {
      files: [...files.values()].map(({ fileId, status, reason }) =>
        reason === undefined ? { fileId, status } : { fileId, status, reason },
      ),
      waiting: queue.length + (reading ? 1 : 0),
      merging,
      version,
      bytes: store.bytes(),
    },
  });
}

/**
 * Says what the index holds: at once when nothing is waiting (the search is asked again at once),
 * and at most every STATUS_EVERY_MS while a long queue is read, so a library of thousands of small
 * files is not thousands of messages.
 */
function postStatus(): void {
  if (queue.length === 0 && reading === null) {
    if (statusTimer) clearTimeout(statusTimer);
    statusTimer = null;
    sendStatus();
    return;
  }
  statusTimer ??= setTimeout(() => {
    statusTimer = null;
    sendStatus();
  }, STATUS_EVERY_MS);
}

let savedAt = 0;
let saveGap = SAVE_EVERY_MS;
/**
 * Keeps an index that lives in memory (on disk, every file's pages are kept as they are added):
 * once the queue is empty, and now and then while a long one is read, at least SAVE_EVERY_MS
 * apart and ten times as long apart as a save takes, so that keeping a large index never takes
 * more than a tenth of the reading time.
 */
async function save(force: boolean): Promise<void> {
  if (store.home !== 'memory') return;
  if (!force && queue.length > 0 && Date.now() - savedAt < saveGap) return;
  const started = Date.now();
  await store.persist();
  savedAt = Date.now();
  saveGap = Math.max(SAVE_EVERY_MS, (savedAt - started) * 10);
}

/** Reads of a file whose bytes the browser could not hand over, before it is left for later. */
const READ_TRIES = 3;
const RETRY_AFTER_MS = 500;

/** The file's bytes: a small file's from its record, a large one's as the page reads them. */
async function bytesOf(file: FileToIndex): Promise<ByteSource> {
  if (file.record.isLargeFile) return pageFiles.open(file);
  return blobSource(dataUrlToBlob(file.record.data ?? '', ''));
}

/**
 * The file's text, or null when the browser would not hand its bytes over however often asked: the
 * file is then not recorded at all, and is read again when the library is next opened.
 */
async function textOf(file: FileToIndex): Promise<FileText | null> {
  for (let tries = 1; ; tries += 1) {
    try {
      const bytes = await bytesOf(file).catch((error: unknown) => {
        if (isInterruptedRead(error)) throw error;
        return null;
      });
      // A file missing its bytes has no text to read; the integrity check reports it.
      if (bytes === null) return { status: 'unreadable', reason: 'damaged' };
      return await readFileText(bytes, file.record.fileName, { beforePage: running });
    } catch (error) {
      if (!isInterruptedRead(error) || tries === READ_TRIES) return null;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS * tries));
    }
  }
}

async function indexOne(file: FileToIndex): Promise<void> {
  const fileId = file.record.id;
  const text = await textOf(file);
  if (text === null) return;
  files.delete(fileId);
  const held = [...files.values()].reduce((sum, file) => sum + file.chars, 0);
  const fits = text.status !== 'indexed' || held + text.parts.chars <= textLimit();
  const parts = text.status === 'indexed' && fits ? text.parts.parts : [];
  const entry: IndexedFile = {
    fileId,
    status: fits ? text.status : 'full',
    parts: parts.length,
    partNumbers: parts.map(({ part }) => part),
    chars: text.status === 'indexed' && fits ? text.parts.chars : 0,
    truncated: text.status === 'indexed' && fits && text.parts.truncated,
    at: new Date().toISOString(),
    ...(text.status === 'unreadable' ? { reason: text.reason } : {}),
  };
  await running();
  const pages = store.keep(entry, parts);
  rows.drop(fileId);
  rows.hold(pages);
  files.set(fileId, entry);
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  await ready;
  do {
    for (let next = queue.shift(); next; next = queue.shift()) {
      reading = next.record.id;
      await running();
      postStatus();
      // One file's failure is that file's status, never the queue's end.
      await indexOne(next).catch(() => undefined);
      version += 1;
      await running();
      // Still "reading" until the index is kept: a status saying done before then would let a
      // browser closed at that moment lose the file's words.
      await save(false).catch(() => undefined);
      reading = null;
      // Said with the last file's status, so that it never reads as done in between.
      merging = queue.length === 0 && store.charsToMerge() >= ANNOUNCED_MERGE_CHARS;
      postStatus();
    }
    await merge();
  } while (queue.length > 0);
  draining = false;
}

/**
 * Merges the word index, step by step, while no file waits to be read: searches are answered
 * between steps, and a file handed meanwhile is read first, the merge going on after it.
 */
async function merge(): Promise<void> {
  const chars = store.charsToMerge();
  if (chars === 0) return;
  if (!merging && chars >= ANNOUNCED_MERGE_CHARS) {
    merging = true;
    postStatus();
  }
  let done = false;
  try {
    while (!done && queue.length === 0) {
      await running();
      // A rebuild meanwhile leaves nothing to merge.
      if (queue.length > 0 || store.charsToMerge() === 0) break;
      done = !store.mergeStep();
    }
    if (done) await save(true);
  } catch {
    // A step that fails (the device full) leaves the index as it was; the next drain tries again.
  }
  if (!merging) return;
  merging = false;
  postStatus();
}

async function search(id: number, query: string): Promise<void> {
  await ready;
  const words = wordQuery(query);
  const {
    hits: found,
    total,
    more,
  } = searchPages(
    store,
    (row) => rows.at(row),
    words,
    (row) => rows.isSeen(row),
    HIT_LIMIT,
  );
  const texts = store.texts(found.map(({ row }) => row));
  const hits: ContentHit[] = found.map(({ fileId, part }, at) => ({
    fileId,
    part,
    ...matchOnPage(texts[at] ?? '', words),
  }));
  scope.postMessage({ type: 'results', id, version, answer: { hits, total, more } });
}

async function forget(fileIds: readonly string[]): Promise<void> {
  await ready;
  const known = fileIds.filter((fileId) => files.has(fileId));
  for (const fileId of known) {
    rows.drop(fileId);
    files.delete(fileId);
  }
  // Room was made: the files left out for want of it are dropped, so that they are handed again.
  for (const file of [...files.values()]) {
    if (known.length > 0 && file.status === 'full') {
      files.delete(file.fileId);
      known.push(file.fileId);
    }
  }
  const waiting = new Set(fileIds);
  queue.splice(0, queue.length, ...queue.filter((file) => !waiting.has(file.record.id)));
  if (known.length === 0) return;
  store.forget(known);
  version += 1;
  await save(true).catch(() => undefined);
  postStatus();
}

async function rebuild(): Promise<void> {
  await ready;
  queue.length = 0;
  files.clear();
  rows.clear();
  store.clear();
  await save(true).catch(() => undefined);
  version += 1;
  postStatus();
}

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'index': {
      const queued = new Set(queue.map((file) => file.record.id));
      queue.push(...data.files.filter((file) => !queued.has(file.record.id)));
      void drain();
      postStatus();
      break;
    }
    case 'forget':
      void forget(data.fileIds);
      break;
    case 'visible':
      rows.setVisible(data.fileIds);
      break;
    case 'search':
      void search(data.id, data.query);
      break;
    case 'rebuild':
      void rebuild();
      break;
    case 'pause':
      paused = true;
      break;
    case 'resume':
      paused = false;
      resume?.();
      resume = null;
      break;
    case 'bytes':
      pageFiles.answer(data.id, data.bytes);
      break;
  }
};

void ready.then(
  () => {
    postStatus();
    // A merge a closed page left unfinished goes on.
    void drain();
  },
  () => scope.postMessage({ type: 'unavailable' }),
);

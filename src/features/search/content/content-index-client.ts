/**
 * The page's side of the index of the words in files: one worker for the visit, started on first
 * use, and what it last said of the index. Where workers are missing (a test's DOM), nothing is
 * indexed and nothing found.
 */
import type {
  ContentAnswer,
  FileToIndex,
  FromIndexer,
  IndexStatus,
  ToIndexer,
} from './content-index-protocol';
import { isForegroundBusy, onForegroundChange } from '../../library/foreground-work';
import { closeFileBytes, fileBytes } from './serve-file-bytes';

let worker: Worker | null = null;
let status: IndexStatus | null = null;
const listeners = new Set<() => void>();
const answers = new Map<number, (answer: ContentAnswer) => void>();
/** Finds inside one file waiting on the worker's answer, by id. */
const partsAsked = new Map<number, (parts: number[] | null) => void>();
let lastQuery = 0;
/**
 * The query last asked, and its answer, of the index as the worker last described it; once the
 * answer comes, of the index it was read from. A query typed before the worker's first status is
 * so not asked again when that status says the index is as the answer found it.
 */
let asked: {
  id: number;
  query: string;
  version: number | undefined;
  answer: Promise<ContentAnswer>;
} | null = null;
/** Files handed to the worker this visit: not handed again while it reads them. */
const handed = new Set<string>();

const NOTHING_FOUND: ContentAnswer = { hits: [], total: 0, more: false };
/** The worker could not open the index, or could not start: searches answer nothing at once. */
let unavailable = false;

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Whether a worker was started afresh after one could not open the index: once a visit. */
let openedAgain = false;

/**
 * The worker could not open the index (or its script did not run). A first failure gets a second
 * worker, since a failure can be passing (a busy machine) and one more try a visit is cheap; a
 * second failure is the answer until the student's Rebuild.
 */
function cannotOpen(): void {
  if (openedAgain) {
    becomeUnavailable();
    return;
  }
  openedAgain = true;
  endWithPage();
  answerNothing();
  worker = begin();
}

/** Every search still waiting is answered with nothing: no worker will answer it. */
function answerNothing(): void {
  for (const answer of partsAsked.values()) answer(null);
  partsAsked.clear();
  for (const answer of answers.values()) answer(NOTHING_FOUND);
  answers.clear();
}

function becomeUnavailable(): void {
  unavailable = true;
  answerNothing();
  asked = null;
  notify();
}

/** Answers the worker that asked, which may have been ended (and another started) meanwhile. */
async function answerRead(
  asker: Worker,
  { id, file, start, end }: Extract<FromIndexer, { type: 'read' }>,
): Promise<void> {
  const bytes = await fileBytes(file, start, end);
  asker.postMessage({ type: 'bytes', id, bytes } satisfies ToIndexer, {
    transfer: 'buffer' in bytes ? [bytes.buffer] : [],
  });
}

/**
 * Whether a message from the worker is the indexer's. pdf.js, run inside the same worker to read
 * PDFs, announces itself to the page too (`{ sourceName: 'worker', action: 'ready' }`).
 */
function isIndexerMessage(data: unknown): data is FromIndexer {
  return typeof data === 'object' && data !== null && 'type' in data;
}

function receive(this: Worker, { data }: MessageEvent<unknown>): void {
  if (!isIndexerMessage(data)) return;
  if (data.type === 'unavailable') {
    // The student sees "could not be opened"; the console keeps why, for whoever looks.
    console.warn(`The search index could not be opened: ${data.reason}`);
    cannotOpen();
  } else if (data.type === 'read') {
    void answerRead(this, data);
  } else if (data.type === 'status') {
    status = data.status;
    if (status.waiting === 0) closeFileBytes();
    // Read files are known by the status from now on; one the worker drops is handed again.
    for (const file of status.files) handed.delete(file.fileId);
    notify();
  } else if (data.type === 'parts') {
    partsAsked.get(data.id)?.(data.parts);
    partsAsked.delete(data.id);
  } else if (data.type === 'results') {
    if (asked !== null && asked.id === data.id) asked.version = data.version;
    answers.get(data.id)?.(data.answer);
    answers.delete(data.id);
  }
}

/** The files the student can see, as last said: told again to a worker started afresh. */
let visible: string[] = [];

/**
 * Ends the worker with the page. WebKit keeps a page left for another in its back-forward cache
 * with its worker frozen, and a transaction the worker had open then holds the index's stores
 * shut for the next page (its first read never answers); a worker ended aborts them at once.
 */
function endWithPage(): void {
  worker?.terminate();
  worker = null;
  // A find waiting on it reads every page instead.
  for (const answer of partsAsked.values()) answer(null);
  partsAsked.clear();
  handed.clear();
  // Its answers end with it: a query asked again goes to the next worker.
  asked = null;
}

function begin(): Worker {
  const started = new Worker(new URL('./content-index.worker.ts', import.meta.url), {
    type: 'module',
  });
  started.onmessage = receive;
  // Before its first word, an error is its script not fetched or not run; later ones are its own.
  // Either way it stays the index's: kept from the page's own errors, said on the console.
  started.onerror = (event: ErrorEvent | Event) => {
    event.preventDefault();
    if ('message' in event) console.warn(`The search index's worker failed: ${event.message}`);
    if (status === null) cannotOpen();
  };
  started.postMessage({ type: 'visible', fileIds: visible } satisfies ToIndexer);
  if (isForegroundBusy()) started.postMessage({ type: 'pause' } satisfies ToIndexer);
  return started;
}

function send(message: ToIndexer): boolean {
  if (typeof Worker === 'undefined') return false;
  worker ??= begin();
  worker.postMessage(message);
  return true;
}

onForegroundChange((busy) => worker?.postMessage({ type: busy ? 'pause' : 'resume' }));

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', endWithPage);
  // Back from the back-forward cache: a page that showed the index reads it again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && listeners.size > 0) worker ??= begin();
  });
}

export const contentIndex = {
  /** Starts the worker (it then says what the index holds). */
  start(): void {
    if (typeof Worker !== 'undefined') worker ??= begin();
  },
  index(files: readonly FileToIndex[]): void {
    for (const file of files) handed.add(file.record.id);
    send({ type: 'index', files: [...files] });
  },
  wasHanded(fileId: string): boolean {
    return handed.has(fileId);
  },
  forget(fileIds: readonly string[]): void {
    for (const fileId of fileIds) handed.delete(fileId);
    send({ type: 'forget', fileIds: [...fileIds] });
  },
  /** The files the signed-in student can see: only those are ever found. */
  setVisible(fileIds: readonly string[]): void {
    visible = [...fileIds];
    // A worker not started yet is told as it starts (begin).
    worker?.postMessage({ type: 'visible', fileIds: visible } satisfies ToIndexer);
  },
  /**
   * Pages holding the query's words; an earlier query still running answers nothing. The same
   * query asked again of an unchanged index waits on the answer already asked for.
   */
  search(query: string): Promise<ContentAnswer> {
    if (unavailable) return Promise.resolve(NOTHING_FOUND);
    const version = status?.version;
    if (asked?.query === query && asked.version === version) return asked.answer;
    lastQuery += 1;
    const id = lastQuery;
    const answer = new Promise<ContentAnswer>((resolve) => {
      answers.clear();
      answers.set(id, resolve);
      if (!send({ type: 'search', id, query })) resolve(NOTHING_FOUND);
    });
    asked = { id, query, version, answer };
    return answer;
  },
  /**
   * The pages (parts) of a file that may hold every word, in order, as the index knows them: a
   * find in a long book reads only those. Null when the index cannot say (the file not read
   * whole yet, the index unavailable): the reader then reads every page.
   */
  partsHolding(fileId: string, words: readonly string[]): Promise<number[] | null> {
    if (unavailable || words.length === 0) return Promise.resolve(null);
    lastQuery += 1;
    const id = lastQuery;
    return new Promise((resolve) => {
      partsAsked.set(id, resolve);
      if (!send({ type: 'parts', id, fileId, words: [...words] })) {
        partsAsked.delete(id);
        resolve(null);
      }
    });
  },
  rebuild(): void {
    if (unavailable) {
      // A worker started afresh tries to open the index again.
      endWithPage();
      unavailable = false;
      notify();
    }
    handed.clear();
    send({ type: 'rebuild' });
  },
  status(): IndexStatus | null {
    return status;
  },
  unavailable(): boolean {
    return unavailable;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

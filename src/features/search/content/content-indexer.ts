/**
 * The policy of the index of the words inside the student's files: the queue of files to read,
 * reading each (a few times when the browser will not hand its bytes over), keeping its pages,
 * merging the word index between files, keeping an index that lives in memory, pausing while a
 * file is open in a viewer or a backup is being written, and answering searches between all of
 * these.
 *
 * It knows neither workers nor IndexedDB: its store, its clock, where a file's bytes come from and
 * where its messages go are handed in, so that it is tested as it runs, without a browser
 * (content-index.worker.ts is its adapter in the app).
 */
import type { IndexedFile, SearchIndexStore } from '../../../storage/search-index-store';
import type { ByteSource } from '../../../shared/byte-source';
import type { ContentHit, FileToIndex, FromIndexer, ToIndexer } from './content-index-protocol';
import { isInterruptedRead } from './interrupted-read';
import { PageRows } from './page-rows';
import { searchPages, wordQuery } from './page-search';
import { readFileText, type FileText } from './read-file-text';
import { matchOnPage } from './snippet';

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
/** Reads of a file whose bytes the browser could not hand over, before it is left for later. */
export const READ_TRIES = 3;
const RETRY_AFTER_MS = 500;

/** Time as the indexer sees it: the worker's clock in the app, one a test moves in its tests. */
export interface IndexerClock {
  now(): number;
  /** Runs `task` after `ms`; returns its cancel. */
  later(ms: number, task: () => void): () => void;
}

const realClock: IndexerClock = {
  now: () => Date.now(),
  later: (ms, task) => {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};

/** What the messages that reach the indexer may be: all but the bytes the page answers with. */
type IndexerMessage = Exclude<ToIndexer, { type: 'bytes' }>;

export interface IndexerParts {
  /** The index, once open: rejected when it cannot be (then nothing is searched). */
  store: Promise<SearchIndexStore>;
  /** A large file's bytes, as the page hands them over; a small one's are in its record. */
  largeFileBytes: (file: FileToIndex) => Promise<ByteSource>;
  smallFileBytes: (file: FileToIndex) => ByteSource;
  post: (message: FromIndexer) => void;
  clock?: IndexerClock;
}

export class ContentIndexer {
  private store!: SearchIndexStore;
  private readonly clock: IndexerClock;
  private readonly files = new Map<string, IndexedFile>();
  /** Each row of the index's pages, and which the student may see: the search filters by them. */
  private readonly rows = new PageRows();
  /** Counts every change of what the index holds, so a search shown can be asked again. */
  private version = 0;
  private readonly queue: FileToIndex[] = [];
  private reading: string | null = null;
  private draining = false;
  /** Whether the status says the word index is being merged. */
  private merging = false;
  private paused = false;
  private resume: (() => void) | null = null;
  private cancelStatus: (() => void) | null = null;
  private savedAt = 0;
  private saveGap = SAVE_EVERY_MS;
  /** Resolves once the store is open and what it holds is known. */
  readonly ready: Promise<void>;

  constructor(private readonly parts: IndexerParts) {
    this.clock = parts.clock ?? realClock;
    this.ready = parts.store.then((store) => {
      this.store = store;
      for (const file of store.files()) this.files.set(file.fileId, file);
      this.rows.hold(store.pages());
    });
    void this.ready.then(
      () => {
        this.postStatus();
        // A merge a closed page left unfinished goes on.
        void this.drain();
      },
      (error: unknown) => parts.post({ type: 'unavailable', reason: String(error) }),
    );
  }

  receive(message: IndexerMessage): void {
    switch (message.type) {
      case 'index': {
        const queued = new Set(this.queue.map((file) => file.record.id));
        for (const file of message.files) {
          if (queued.has(file.record.id)) continue;
          queued.add(file.record.id);
          this.queue.push(file);
        }
        void this.drain();
        if (this.store) this.postStatus();
        break;
      }
      case 'forget':
        void this.forget(message.fileIds);
        break;
      case 'visible':
        this.rows.setVisible(message.fileIds);
        break;
      case 'search':
        void this.search(message.id, message.query);
        break;
      case 'parts':
        void this.partsHolding(message.id, message.fileId, message.words);
        break;
      case 'rebuild':
        void this.rebuild();
        break;
      case 'pause':
        this.paused = true;
        break;
      case 'resume':
        this.paused = false;
        this.resume?.();
        this.resume = null;
        break;
    }
  }

  /**
   * Lets the page's messages in, then waits while a file is open in a viewer or a backup is being
   * written: checked between files, before each page of a PDF and before a file's pages are kept,
   * so the work in front of the student has the cores and the storage to itself.
   */
  private readonly running = async (): Promise<void> => {
    await new Promise<void>((resolve) => this.clock.later(0, resolve));
    while (this.paused) await new Promise<void>((resolve) => (this.resume = resolve));
  };

  private textLimit(): number {
    return TOTAL_TEXT_CHARS[this.store.home === 'disk' ? 'disk' : 'memory'];
  }

  private sendStatus(): void {
    this.parts.post({
      type: 'status',
      status: {
        files: [...this.files.values()].map(({ fileId, status, reason }) =>
          reason === undefined ? { fileId, status } : { fileId, status, reason },
        ),
        waiting: this.queue.length + (this.reading ? 1 : 0),
        merging: this.merging,
        version: this.version,
        bytes: this.store.bytes(),
      },
    });
  }

  /**
   * Says what the index holds: at once when nothing is waiting (the search is asked again at
   * once), and at most every STATUS_EVERY_MS while a long queue is read, so a library of
   * thousands of small files is not thousands of messages.
   */
  private postStatus(): void {
    if (this.queue.length === 0 && this.reading === null) {
      this.cancelStatus?.();
      this.cancelStatus = null;
      this.sendStatus();
      return;
    }
    this.cancelStatus ??= this.clock.later(STATUS_EVERY_MS, () => {
      this.cancelStatus = null;
      this.sendStatus();
    });
  }

  /**
   * Keeps an index that lives in memory (on disk, every file's pages are kept as they are added):
   * once the queue is empty, and now and then while a long one is read, at least SAVE_EVERY_MS
   * apart and ten times as long apart as a save takes, so that keeping a large index never takes
   * more than a tenth of the reading time.
   */
  private async save(force: boolean): Promise<void> {
    if (this.store.home !== 'memory') return;
    const now = this.clock.now();
    if (!force && this.queue.length > 0 && now - this.savedAt < this.saveGap) return;
    await this.store.persist();
    this.savedAt = this.clock.now();
    this.saveGap = Math.max(SAVE_EVERY_MS, (this.savedAt - now) * 10);
  }

  private bytesOf(file: FileToIndex): Promise<ByteSource> {
    if (file.record.isLargeFile) return this.parts.largeFileBytes(file);
    return Promise.resolve(this.parts.smallFileBytes(file));
  }

  /**
   * The file's text, or null when the browser would not hand its bytes over however often asked:
   * the file is then not recorded at all, and is read again when the library is next opened.
   */
  private async textOf(file: FileToIndex): Promise<FileText | null> {
    for (let tries = 1; ; tries += 1) {
      try {
        const bytes = await this.bytesOf(file).catch((error: unknown) => {
          if (isInterruptedRead(error)) throw error;
          return null;
        });
        // A file missing its bytes has no text to read; the integrity check reports it.
        if (bytes === null) return { status: 'unreadable', reason: 'damaged' };
        return await readFileText(bytes, file.record.fileName, { beforePage: this.running });
      } catch (error) {
        if (!isInterruptedRead(error) || tries === READ_TRIES) return null;
        await new Promise<void>((resolve) => this.clock.later(RETRY_AFTER_MS * tries, resolve));
      }
    }
  }

  private async indexOne(file: FileToIndex): Promise<void> {
    const fileId = file.record.id;
    const text = await this.textOf(file);
    if (text === null) return;
    // Forgotten while it was read: its words are not kept.
    if (this.reading !== fileId) return;
    this.files.delete(fileId);
    const held = [...this.files.values()].reduce((sum, kept) => sum + kept.chars, 0);
    const fits = text.status !== 'indexed' || held + text.parts.chars <= this.textLimit();
    const parts = text.status === 'indexed' && fits ? text.parts.parts : [];
    const entry: IndexedFile = {
      fileId,
      status: fits ? text.status : 'full',
      parts: parts.length,
      partNumbers: parts.map(({ part }) => part),
      chars: text.status === 'indexed' && fits ? text.parts.chars : 0,
      truncated: text.status === 'indexed' && fits && text.parts.truncated,
      at: new Date(this.clock.now()).toISOString(),
      ...(text.status === 'unreadable' ? { reason: text.reason } : {}),
    };
    await this.running();
    if (this.reading !== fileId) return;
    const pages = this.store.keep(entry, parts);
    this.rows.drop(fileId);
    this.rows.hold(pages);
    this.files.set(fileId, entry);
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    await this.ready;
    do {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        this.reading = next.record.id;
        await this.running();
        this.postStatus();
        // One file's failure is that file's status, never the queue's end.
        await this.indexOne(next).catch(() => undefined);
        this.version += 1;
        await this.running();
        // Still "reading" until the index is kept: a status saying done before then would let a
        // browser closed at that moment lose the file's words.
        await this.save(false).catch(() => undefined);
        this.reading = null;
        // Said with the last file's status, so that it never reads as done in between.
        this.merging =
          this.queue.length === 0 && this.store.charsToMerge() >= ANNOUNCED_MERGE_CHARS;
        this.postStatus();
      }
      await this.merge();
    } while (this.queue.length > 0);
    this.draining = false;
  }

  /**
   * Merges the word index, step by step, while no file waits to be read: searches are answered
   * between steps, and a file handed meanwhile is read first, the merge going on after it.
   */
  private async merge(): Promise<void> {
    const chars = this.store.charsToMerge();
    if (chars === 0) return;
    if (!this.merging && chars >= ANNOUNCED_MERGE_CHARS) {
      this.merging = true;
      this.postStatus();
    }
    let done = false;
    try {
      while (!done && this.queue.length === 0) {
        await this.running();
        // A rebuild meanwhile leaves nothing to merge.
        if (this.queue.length > 0 || this.store.charsToMerge() === 0) break;
        done = !this.store.mergeStep();
      }
      if (done) await this.save(true);
    } catch {
      // A step that fails (the device full) leaves the index as it was; the next drain tries again.
    }
    if (!this.merging) return;
    this.merging = false;
    this.postStatus();
  }

  private async search(id: number, query: string): Promise<void> {
    await this.ready;
    const words = wordQuery(query);
    const {
      hits: found,
      total,
      more,
    } = searchPages(
      this.store,
      (row) => this.rows.at(row),
      words,
      (row) => this.rows.isSeen(row),
      HIT_LIMIT,
    );
    const texts = this.store.texts(found.map(({ row }) => row));
    const hits: ContentHit[] = found.map(({ fileId, part }, at) => ({
      fileId,
      part,
      ...matchOnPage(texts[at] ?? '', words),
    }));
    this.parts.post({
      type: 'results',
      id,
      version: this.version,
      answer: { hits, total, more },
    });
  }

  /**
   * The parts of one file that hold every word, for a find inside it: a superset of the ones the
   * reader marks (each word is matched as the start of one, as the reader marks them), so the
   * reader reads only those pages. Only a file the index holds whole is answered.
   */
  private async partsHolding(id: number, fileId: string, words: readonly string[]) {
    await this.ready;
    const query = { ...wordQuery(words.join(' ')), everyIsPrefix: true };
    const file = this.files.get(fileId);
    const rows = new Set(this.rows.rowsOfFile(fileId));
    let parts: number[] | null = null;
    if (file?.status === 'indexed' && query.words.length > 0) {
      parts = this.store
        .match(query, (row) => rows.has(row), Number.POSITIVE_INFINITY)
        .map(({ row }) => this.rows.at(row)?.part ?? 0)
        .filter((part) => part > 0)
        .sort((a, b) => a - b);
    }
    this.parts.post({ type: 'parts', id, parts });
  }

  private async forget(fileIds: readonly string[]): Promise<void> {
    await this.ready;
    const gone = new Set(fileIds);
    // A file being read is let go: what its reading finds is not kept.
    if (this.reading !== null && gone.has(this.reading)) this.reading = null;
    const known = fileIds.filter((fileId) => this.files.has(fileId));
    for (const fileId of known) {
      this.rows.drop(fileId);
      this.files.delete(fileId);
    }
    // Room was made: the files left out for want of it are dropped, so that they are handed again.
    for (const file of [...this.files.values()]) {
      if (known.length > 0 && file.status === 'full') {
        this.files.delete(file.fileId);
        known.push(file.fileId);
      }
    }
    this.queue.splice(
      0,
      this.queue.length,
      ...this.queue.filter((file) => !gone.has(file.record.id)),
    );
    if (known.length === 0) return;
    this.store.forget(known);
    this.version += 1;
    await this.save(true).catch(() => undefined);
    this.postStatus();
  }

  private async rebuild(): Promise<void> {
    await this.ready;
    this.queue.length = 0;
    this.reading = null;
    this.files.clear();
    this.rows.clear();
    this.store.clear();
    await this.save(true).catch(() => undefined);
    this.version += 1;
    this.postStatus();
  }
}

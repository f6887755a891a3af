import { describe, expect, it, vi } from 'vitest';
import { SearchIndexStore } from '../../../storage/search-index-store';
import { blobSource, type ByteSource } from '../../../shared/byte-source';
import { layouts } from '../../../testing/stored-files';
import type { FileToIndex, FromIndexer, IndexStatus } from './content-index-protocol';
import {
  ContentIndexer,
  READ_TRIES,
  type IndexerClock,
  type IndexerParts,
} from './content-indexer';

/** A note as the list records it; its text is what `texts` holds under its id. */
function note(id: string, large = false): FileToIndex {
  return {
    record: {
      id,
      fileName: `${id}.txt`,
      fileSize: 100,
      fileType: 'text/plain',
      uploadedAt: '2026-12-01T10:00:00.000Z',
      uploadedBy: 'uid-a',
      isLargeFile: large,
    },
    layout: layouts.notes,
  };
}

/** A clock whose waits are over at once: the retries' half seconds do not hold a test up. */
function quickClock(): IndexerClock {
  let now = Date.parse('2026-12-05T09:00:00.000Z');
  return {
    now: () => now,
    later: (ms, task) => {
      now += ms;
      const timer = setTimeout(task, 0);
      return () => clearTimeout(timer);
    },
  };
}

interface Running {
  indexer: ContentIndexer;
  posted: FromIndexer[];
  /** The ids of the files read, in the order they were opened. */
  opened: string[];
  /** Waits for a status that `accept` takes. */
  status: (accept: (status: IndexStatus) => boolean) => Promise<IndexStatus>;
  search: (query: string) => Promise<Extract<FromIndexer, { type: 'results' }>>;
}

function start(
  texts: Record<string, string>,
  parts: Partial<IndexerParts> = {},
  store: Promise<SearchIndexStore> = SearchIndexStore.inMemory(),
): Running {
  const posted: FromIndexer[] = [];
  const opened: string[] = [];
  const source = (file: FileToIndex): ByteSource => {
    opened.push(file.record.id);
    return blobSource(new Blob([texts[file.record.id] ?? '']));
  };
  const indexer = new ContentIndexer({
    store,
    smallFileBytes: source,
    largeFileBytes: (file) => Promise.resolve(source(file)),
    post: (message) => posted.push(message),
    clock: quickClock(),
    ...parts,
  });
  const statuses = () =>
    posted.flatMap((message) => (message.type === 'status' ? [message.status] : []));
  let searches = 0;
  return {
    indexer,
    posted,
    opened,
    status: (accept) =>
      vi.waitFor(
        () => {
          const found = statuses().at(-1);
          if (!found || !accept(found)) throw new Error('not yet');
          return found;
        },
        { timeout: 5_000, interval: 5 },
      ),
    search: async (query) => {
      searches += 1;
      const id = searches;
      indexer.receive({ type: 'search', id, query });
      return vi.waitFor(
        () => {
          const answer = posted.find(
            (message): message is Extract<FromIndexer, { type: 'results' }> =>
              message.type === 'results' && message.id === id,
          );
          if (!answer) throw new Error('no answer yet');
          return answer;
        },
        { timeout: 5_000, interval: 5 },
      );
    },
  };
}

const idle = (status: IndexStatus) => status.waiting === 0;
const ids = (status: IndexStatus) => status.files.map((file) => file.fileId).sort();

describe('the content indexer', () => {
  it('reads the files in the order handed, each once, and finds their words', async () => {
    const run = start({ a: 'Kosaraju finds components', b: 'Dijkstra', c: 'Prim and Kruskal' });
    run.indexer.receive({ type: 'visible', fileIds: ['a', 'b', 'c'] });
    run.indexer.receive({ type: 'index', files: [note('a'), note('b'), note('a')] });
    run.indexer.receive({ type: 'index', files: [note('c'), note('b')] });
    const status = await run.status((found) => idle(found) && found.files.length === 3);
    expect(run.opened).toEqual(['a', 'b', 'c']);
    expect(status.files.every((file) => file.status === 'indexed')).toBe(true);

    const { answer } = await run.search('kosaraju');
    expect(answer.total).toBe(1);
    expect(answer.hits[0]).toMatchObject({ fileId: 'a', part: 1, words: ['kosaraju'] });
  });

  it('names the parts of one file that may hold every word, each as the start of a word', async () => {
    // Parts of about 3,000 characters: "Kosaraju" on the second and the fourth, "strong" beside it on the fourth.
    const filler = 'lorem ipsum '.repeat(260);
    const text = [filler, 'Kosaraju', filler, 'nothing', filler, 'Kosaraju strongly', filler].join(
      ' ',
    );
    const run = start({ a: text, b: 'Kosaraju strongly' });
    run.indexer.receive({ type: 'index', files: [note('a'), note('b')] });
    await run.status((found) => idle(found) && found.files.length === 2);
    const parts = async (fileId: string, words: string[]) => {
      const id = run.posted.length + 1000;
      run.indexer.receive({ type: 'parts', id, fileId, words });
      return vi.waitFor(() => {
        const answer = run.posted.find(
          (message): message is Extract<FromIndexer, { type: 'parts' }> =>
            message.type === 'parts' && message.id === id,
        );
        if (!answer) throw new Error('no answer yet');
        return answer.parts;
      });
    };
    const holding = await parts('a', ['kosar']);
    expect(holding?.length).toBe(2);
    expect(await parts('a', ['Kosaraju', 'strong'])).toEqual([holding?.[1]]);
    expect(await parts('a', ['dijkstra'])).toEqual([]);
    // A file the index does not hold: it cannot say.
    expect(await parts('z', ['kosaraju'])).toBeNull();
  });

  it('finds only the pages of files the student may see', async () => {
    const run = start({ a: 'Kosaraju', b: 'Kosaraju again' });
    run.indexer.receive({ type: 'index', files: [note('a'), note('b')] });
    await run.status((found) => idle(found) && found.files.length === 2);
    run.indexer.receive({ type: 'visible', fileIds: ['b'] });
    const { answer } = await run.search('kosaraju');
    expect(answer.hits.map((hit) => hit.fileId)).toEqual(['b']);
  });

  it('keeps nothing of a file forgotten while it is read, and numbers the change', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const run = start(
      { a: 'Kosaraju' },
      {
        largeFileBytes: async () => {
          await held;
          return blobSource(new Blob(['Tarjan finds components']));
        },
      },
    );
    run.indexer.receive({ type: 'visible', fileIds: ['a', 'big'] });
    run.indexer.receive({ type: 'index', files: [note('a'), note('big', true)] });
    await vi.waitFor(() => expect(run.opened).toEqual(['a']));
    await run.status((found) => found.files.length === 1);
    run.indexer.receive({ type: 'forget', fileIds: ['big'] });
    release();
    const status = await run.status(idle);
    expect(ids(status)).toEqual(['a']);
    expect((await run.search('tarjan')).answer.total).toBe(0);
    // Handed again later, it is read again.
    run.indexer.receive({ type: 'index', files: [note('big', true)] });
    await run.status((found) => idle(found) && found.files.length === 2);
    expect((await run.search('tarjan')).answer.total).toBe(1);
  });

  it('forgets a file it has read, and its words with it', async () => {
    const run = start({ a: 'Kosaraju', b: 'Dijkstra' });
    run.indexer.receive({ type: 'visible', fileIds: ['a', 'b'] });
    run.indexer.receive({ type: 'index', files: [note('a'), note('b')] });
    const before = await run.status((found) => idle(found) && found.files.length === 2);
    run.indexer.receive({ type: 'forget', fileIds: ['a'] });
    const after = await run.status((found) => found.version > before.version);
    expect(ids(after)).toEqual(['b']);
    expect((await run.search('kosaraju')).answer.total).toBe(0);
  });

  it('tries a file the browser would not hand over again, and leaves it for later after three tries', async () => {
    let refusals = 0;
    const refuse = () => {
      refusals += 1;
      return Promise.reject(new DOMException('busy', 'NotReadableError'));
    };
    const once = start(
      {},
      {
        largeFileBytes: () =>
          refusals < 2 ? refuse() : Promise.resolve(blobSource(new Blob(['Bellman Ford']))),
      },
    );
    once.indexer.receive({ type: 'visible', fileIds: ['big'] });
    once.indexer.receive({ type: 'index', files: [note('big', true)] });
    expect(ids(await once.status((found) => idle(found) && found.files.length === 1))).toEqual([
      'big',
    ]);
    expect(refusals).toBe(2);

    refusals = 0;
    const never = start({}, { largeFileBytes: refuse });
    never.indexer.receive({ type: 'index', files: [note('big', true)] });
    await vi.waitFor(() => expect(refusals).toBe(READ_TRIES));
    // Not recorded at all: the page hands it again at its next start.
    expect((await never.status(idle)).files).toEqual([]);
  });

  it('says a file whose bytes are gone is damaged, and goes on with the next', async () => {
    const run = start(
      { b: 'Dijkstra' },
      { largeFileBytes: () => Promise.reject(new Error('no such file')) },
    );
    run.indexer.receive({ type: 'index', files: [note('big', true), note('b')] });
    const status = await run.status((found) => idle(found) && found.files.length === 2);
    expect(status.files).toContainEqual({ fileId: 'big', status: 'unreadable', reason: 'damaged' });
    expect(status.files).toContainEqual({ fileId: 'b', status: 'indexed' });
  });

  it('reads nothing while a file is open in a viewer, and still answers searches', async () => {
    const run = start({ a: 'Kosaraju', b: 'Dijkstra' });
    run.indexer.receive({ type: 'visible', fileIds: ['a', 'b'] });
    run.indexer.receive({ type: 'index', files: [note('a')] });
    await run.status((found) => idle(found) && found.files.length === 1);
    run.indexer.receive({ type: 'pause' });
    run.indexer.receive({ type: 'index', files: [note('b')] });
    expect((await run.search('kosaraju')).answer.total).toBe(1);
    expect(run.opened).toEqual(['a']);
    run.indexer.receive({ type: 'resume' });
    await run.status((found) => idle(found) && found.files.length === 2);
    expect(run.opened).toEqual(['a', 'b']);
  });

  it('merges the word index once the queue is empty, and a rebuild empties it', async () => {
    const store = SearchIndexStore.inMemory();
    const run = start(
      Object.fromEntries(Array.from({ length: 12 }, (_, n) => [`f${n}`, `lecture ${n} on graphs`])),
      {},
      store,
    );
    run.indexer.receive({
      type: 'index',
      files: Array.from({ length: 12 }, (_, n) => note(`f${n}`)),
    });
    await run.status((found) => idle(found) && found.files.length === 12);
    await vi.waitFor(async () => expect((await store).charsToMerge()).toBe(0));

    run.indexer.receive({ type: 'rebuild' });
    await run.status((found) => found.files.length === 0);
    expect((await run.search('graphs')).answer.total).toBe(0);
  });

  it('started again over the index it kept, knows what it read and reads what it had not finished', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let readingBig = false;
    const first = start(
      { a: 'Kosaraju' },
      {
        largeFileBytes: async () => {
          readingBig = true;
          await held;
          return blobSource(new Blob(['Tarjan']));
        },
      },
      SearchIndexStore.open({ imageBoundMs: 1_000 }),
    );
    first.indexer.receive({ type: 'index', files: [note('a'), note('big', true)] });
    // The index is kept after a file is read, before the next is opened: the worker is ended
    // with its page while it reads the large file.
    await vi.waitFor(() => expect(readingBig).toBe(true));

    const second = start(
      { big: 'Tarjan' },
      {},
      // The first one's index image, as a page opened later reads it.
      SearchIndexStore.open({ imageBoundMs: 1_000 }),
    );
    const restarted = await second.status(() => true);
    expect(ids(restarted)).toEqual(['a']);
    second.indexer.receive({ type: 'visible', fileIds: ['a', 'big'] });
    second.indexer.receive({ type: 'index', files: [note('big', true)] });
    await second.status((found) => idle(found) && found.files.length === 2);
    expect((await second.search('tarjan')).answer.total).toBe(1);
    expect((await second.search('kosaraju')).answer.total).toBe(1);
    release();
  });
});

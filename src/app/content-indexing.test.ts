import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredFileRecord } from '../storage/file-store';
import type { FromIndexer, ToIndexer } from '../features/search/content/content-index-protocol';

/** The worker as the page sees it: what it was sent, and a way to make it speak. */
class FakeWorker {
  static started: FakeWorker[] = [];
  sent: ToIndexer[] = [];
  onmessage: ((event: MessageEvent<FromIndexer>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: ToIndexer) {
    this.sent.push(message);
  }
  terminate() {}
  say(data: FromIndexer) {
    this.onmessage?.call(this as unknown as Worker, { data } as MessageEvent<FromIndexer>);
  }
  handed(): string[] {
    return this.sent.flatMap((message) =>
      message.type === 'index' ? message.files.map((file) => file.record.id) : [],
    );
  }
}

const note = (id: string): StoredFileRecord => ({
  id,
  fileName: `${id}.txt`,
  fileSize: 5,
  fileType: 'text/plain',
  uploadedAt: '2026-12-05T09:00:00.000Z',
  uploadedBy: 'uid-a',
  isLargeFile: false,
  data: 'data:text/plain;base64,aGVsbG8=',
  subject: 'dsa',
});

/** The worker, once the service has started it. */
const startedWorker = () =>
  vi.waitFor(() => {
    const [worker] = FakeWorker.started;
    if (!worker) throw new Error('no worker yet');
    return worker;
  });

const said = (fileIds: string[], version = 1): FromIndexer => ({
  type: 'status',
  status: {
    files: fileIds.map((fileId) => ({ fileId, status: 'indexed' })),
    waiting: 0,
    merging: false,
    version,
    bytes: 0,
  },
});

async function service() {
  vi.resetModules();
  FakeWorker.started = [];
  const { start } = await import('./content-indexing');
  return start();
}

/** Lists a note as an upload does: written, and announced on the change feed. */
async function appendToList(key: string, record: StoredFileRecord) {
  const listed = JSON.parse(localStorage.getItem(key) ?? '[]') as StoredFileRecord[];
  localStorage.setItem(key, JSON.stringify([...listed, record]));
  // The feed of the module graph the service was loaded in.
  const { announceChange } = await import('../storage/changes');
  announceChange(key);
}

beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
afterEach(() => vi.unstubAllGlobals());

describe('keeping the index of words in step with the lists', () => {
  it('starts no worker on an empty device', async () => {
    const stop = await service();
    expect(FakeWorker.started).toHaveLength(0);
    stop();
  });

  it('hands the files the index has not read, once it says what it holds, and each new one as its list changes', async () => {
    const stop = await service();
    await appendToList('notes_dsa', note('a'));
    await appendToList('notes_dsa', note('b'));
    const worker = await startedWorker();
    worker.say(said(['a']));
    await vi.waitFor(() => expect(worker.handed()).toEqual(['b']));
    expect(worker.sent[0]).toEqual({
      type: 'visible',
      fileIds: expect.arrayContaining(['a', 'b']),
    });

    // An upload on any screen: the list changes, and the new file is handed.
    await appendToList('notes_dsa', note('c'));
    await vi.waitFor(() => expect(worker.handed()).toEqual(['b', 'c']));
    stop();
    await appendToList('notes_dsa', note('d'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(worker.handed()).toEqual(['b', 'c']);
  });

  it('forgets a file gone from every list once its delete can no longer be undone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const stop = await service();
      await appendToList('notes_dsa', note('a'));
      const worker = await startedWorker();
      worker.say(said(['a', 'deleted']));
      const forgotten = () => worker.sent.filter((message) => message.type === 'forget');
      expect(forgotten()).toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(forgotten()).toEqual([{ type: 'forget', fileIds: ['deleted'] }]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

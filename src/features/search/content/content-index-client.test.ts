import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileBytes, FileToIndex, FromIndexer, ToIndexer } from './content-index-protocol';

const served = vi.hoisted(() => ({ bytes: null as FileBytes | null }));
vi.mock('./serve-file-bytes', () => ({
  fileBytes: () => Promise.resolve(served.bytes),
  closeFileBytes: () => undefined,
}));

/** The worker as the page sees it: what it was sent, and a way to make it speak. */
class FakeWorker {
  static started: FakeWorker[] = [];
  sent: { message: ToIndexer; transfer: Transferable[] }[] = [];
  onmessage: ((event: MessageEvent<FromIndexer>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: ToIndexer, options?: { transfer?: Transferable[] }) {
    this.sent.push({ message, transfer: options?.transfer ?? [] });
  }
  terminate() {}
  say(data: FromIndexer | object) {
    this.onmessage?.call(this as unknown as Worker, { data } as MessageEvent<FromIndexer>);
  }
  searches() {
    return this.sent.flatMap(({ message }) => (message.type === 'search' ? [message] : []));
  }
}

const status = (version: number): FromIndexer => ({
  type: 'status',
  status: { files: [], waiting: 0, merging: false, version, bytes: 0 },
});

async function client() {
  vi.resetModules();
  FakeWorker.started = [];
  const { contentIndex } = await import('./content-index-client');
  contentIndex.start();
  const [worker] = FakeWorker.started as [FakeWorker];
  return { contentIndex, worker };
}

beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
afterEach(() => vi.unstubAllGlobals());

describe('contentIndex', () => {
  it('does not ask again a query typed before the first status, when the status says the index it was read from', async () => {
    const { contentIndex, worker } = await client();
    const answer = contentIndex.search('gr');
    const [asked] = worker.searches();
    if (!asked) throw new Error('the query was not asked');
    const found = { hits: [], total: 3, more: false };
    worker.say({ type: 'results', id: asked.id, version: 4, answer: found });
    await expect(answer).resolves.toEqual(found);
    worker.say(status(4));
    await expect(contentIndex.search('gr')).resolves.toEqual(found);
    expect(worker.searches()).toHaveLength(1);
    // The index changed since: asked again.
    worker.say(status(5));
    void contentIndex.search('gr');
    expect(worker.searches()).toHaveLength(2);
  });

  it('answers the worker that asked for a range of a file with the bytes, handed over', async () => {
    const { worker } = await client();
    const buffer = new Uint8Array([1, 2, 3]).buffer;
    served.bytes = { size: 3, buffer };
    const file = { record: { id: 'book' }, layout: {} } as FileToIndex;
    worker.say({ type: 'read', id: 7, file, start: 0, end: 3 });
    await vi.waitFor(() => expect(worker.sent.at(-1)?.message.type).toBe('bytes'));
    expect(worker.sent.at(-1)).toEqual({
      message: { type: 'bytes', id: 7, bytes: { size: 3, buffer } },
      transfer: [buffer],
    });
  });

  it('ignores what pdf.js, reading PDFs in the same worker, says to the page', async () => {
    const { contentIndex, worker } = await client();
    expect(() =>
      worker.say({ sourceName: 'worker', targetName: 'main', action: 'ready', data: null }),
    ).not.toThrow();
    worker.say(status(2));
    expect(contentIndex.status()?.version).toBe(2);
  });

  it('starts a second worker when the first cannot open the index, and gives up on the second failure', async () => {
    const { contentIndex, worker } = await client();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    worker.say({ type: 'unavailable', reason: 'SQLite3Error: file is not a database' });
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('file is not a database'));
    warned.mockRestore();
    expect(contentIndex.unavailable()).toBe(false);
    const [, second] = FakeWorker.started;
    if (!second) throw new Error('no second worker was started');
    expect(second.sent.map(({ message }) => message.type)).toContain('visible');
    second.onerror?.(new Event('error'));
    expect(contentIndex.unavailable()).toBe(true);
    expect(FakeWorker.started).toHaveLength(2);
  });

  it('keeps a failure of its worker after it opened from the page, and says it on the console', async () => {
    const { contentIndex, worker } = await client();
    worker.say(status(1));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new ErrorEvent('error', { message: 'SQLITE_CANTOPEN', cancelable: true });
    worker.onerror?.(failure);
    expect(failure.defaultPrevented).toBe(true);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('SQLITE_CANTOPEN'));
    warned.mockRestore();
    expect(contentIndex.unavailable()).toBe(false);
  });

  it('opens once a second worker does, after the first failed to', async () => {
    const { contentIndex, worker } = await client();
    worker.onerror?.(new Event('error'));
    const [, second] = FakeWorker.started;
    second?.say(status(1));
    expect(contentIndex.unavailable()).toBe(false);
    expect(contentIndex.status()?.version).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredFileRecord } from './records';

type ListWriterModule = typeof import('./list-writer');

function record(id: string): StoredFileRecord {
  return {
    id,
    fileName: `${id}.pdf`,
    fileSize: 10,
    fileType: 'application/pdf',
    uploadedAt: '2026-11-24T10:00:00.000Z',
    uploadedBy: 'uid-a',
    isLargeFile: true,
    subject: 'dsa',
  };
}

/**
 * Exclusive locks shared by every "tab" of a test, granted a task after the request as a browser
 * grants them; a callback's promise holds its lock until it settles, and a request whose signal
 * aborts while it waits is dropped.
 */
function fakeLockManager(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  const request = (
    name: string,
    options: LockOptions | ((lock: Lock) => Promise<unknown>),
    maybeCallback?: (lock: Lock) => Promise<unknown>,
  ) => {
    const callback = typeof options === 'function' ? options : maybeCallback;
    const signal = typeof options === 'function' ? undefined : options.signal;
    if (!callback) throw new TypeError('no lock callback');
    const before = tails.get(name) ?? Promise.resolve();
    const held = before
      .then(() => new Promise((granted) => setTimeout(granted, 0)))
      .then(() => {
        // A request given up while it waited in line is never granted.
        signal?.throwIfAborted();
        return callback({ name, mode: 'exclusive' });
      });
    tails.set(
      name,
      held.catch(() => undefined),
    );
    return held;
  };
  // Only request() is used by the list writer; the rest of the interface is not needed here.
  return { request } as unknown as LockManager;
}

/** What the promise settled to within `ms` of fake time; the test fails if it had not. */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let settled = false;
  const watched = promise.finally(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  expect(settled, `settled within ${ms} ms`).toBe(true);
  return watched;
}

/** A fresh copy of the module, as another tab of the site would load it. */
async function openTab(): Promise<ListWriterModule> {
  vi.resetModules();
  return import('./list-writer');
}

beforeEach(() => {
  Object.defineProperty(globalThis.navigator, 'locks', {
    value: fakeLockManager(),
    configurable: true,
  });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis.navigator, 'locks');
  localStorage.clear();
});

describe('changeList', () => {
  it("writes a lone tab's first change as soon as the writer's lock is granted, without waiting for an answer", async () => {
    const tab = await openTab();
    vi.useFakeTimers();
    await settledWithin(
      tab.changeList({ op: 'append', key: 'notes_dsa', record: record('a') }),
      50,
    );
    expect(JSON.parse(localStorage.getItem('notes_dsa') ?? '[]')).toEqual([record('a')]);
  });

  it("has another tab's change applied by the writer, which answers with what it removed", async () => {
    const writerTab = await openTab();
    await writerTab.changeList({ op: 'append', key: 'notes_dsa', record: record('a') });
    const otherTab = await openTab();
    // The channel's messages travel in real time. A tab that heard no answer would give up on
    // the writer after ANSWER_WITHIN_MS and write itself; the answer must come well before.
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 500));
    const removed = await Promise.race([
      otherTab.changeList({ op: 'remove', key: 'notes_dsa', ids: ['a'] }),
      late,
    ]);
    expect(removed).toEqual([record('a')]);
    expect(JSON.parse(localStorage.getItem('notes_dsa') ?? '[]')).toEqual([]);
  });

  it('gives the writer role up while its tab is frozen, and takes it again once resumed', async () => {
    const tab = await openTab();
    await tab.changeList({ op: 'append', key: 'notes_dsa', record: record('a') });
    // Another tab waits in line for the role: a frozen writer must not keep it from it.
    let otherHolds = false;
    let releaseOther = () => {};
    void navigator.locks.request(tab.LIST_WRITER_LOCK, () => {
      otherHolds = true;
      return new Promise<void>((release) => (releaseOther = release));
    });
    await new Promise((wait) => setTimeout(wait, 20));
    expect(otherHolds).toBe(false);
    document.dispatchEvent(new Event('freeze'));
    await vi.waitFor(() => expect(otherHolds).toBe(true));

    document.dispatchEvent(new Event('resume'));
    releaseOther();
    // The writer again: its change is written as soon as the role is back, not after
    // waiting for answers that nobody sends (the other tab here never answers).
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 500));
    const added = await Promise.race([
      tab.changeList({ op: 'append', key: 'notes_dsa', record: record('b') }),
      late,
    ]);
    expect(added).toEqual([]);
    expect(JSON.parse(localStorage.getItem('notes_dsa') ?? '[]')).toHaveLength(2);
  });
});

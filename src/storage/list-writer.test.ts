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
 * grants them; a callback's promise holds its lock until it settles.
 */
function fakeLockManager(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: (lock: Lock) => Promise<unknown>) => {
    const before = tails.get(name) ?? Promise.resolve();
    const held = before
      .then(() => new Promise((granted) => setTimeout(granted, 0)))
      .then(() => callback({ name, mode: 'exclusive' }));
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
});

import { openDB, unwrap, type IDBPDatabase } from 'idb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guardTransactionsOnPageExit, runningTransactions } from './page-exit-guard';

let db: IDBPDatabase;

beforeAll(async () => {
  guardTransactionsOnPageExit();
  db = await openDB('PageExitGuardTest', 1, {
    upgrade(database) {
      database.createObjectStore('files');
    },
  });
  await db.put('files', 'kept', 'a');
});

afterEach(() => window.dispatchEvent(new Event('pageshow')));

/** A raw transaction: idb's own would add a `done` that rejects unheard when it is aborted. */
function begin(mode: IDBTransactionMode): IDBObjectStore {
  return unwrap(db).transaction('files', mode).objectStore('files');
}

/** What a request came to: its result, or 'failed'. */
function outcome(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      resolve('failed');
    };
  });
}

/** How the transaction ended. */
function ending(transaction: IDBTransaction): Promise<'complete' | 'abort'> {
  return new Promise((resolve) => {
    transaction.addEventListener('complete', () => resolve('complete'));
    transaction.addEventListener('abort', () => resolve('abort'));
  });
}

describe('guardTransactionsOnPageExit', () => {
  it('lets a transaction that ends by itself go', async () => {
    const store = begin('readonly');
    expect(runningTransactions()).toBe(1);
    const ended = ending(store.transaction);
    expect(await outcome(store.get('a'))).toBe('kept');
    expect(await ended).toBe('complete');
    expect(runningTransactions()).toBe(0);
  });

  it('aborts what is still running when the page is hidden', async () => {
    const reading = begin('readonly');
    const read = outcome(reading.get('a'));
    const writing = begin('readwrite');
    const write = outcome(writing.put('changed', 'a'));
    const ends = Promise.all([ending(reading.transaction), ending(writing.transaction)]);
    window.dispatchEvent(new Event('pagehide'));
    expect(await ends).toEqual(['abort', 'abort']);
    expect(await read).toBe('failed');
    expect(await write).toBe('failed');
    expect(runningTransactions()).toBe(0);
    window.dispatchEvent(new Event('pageshow'));
    const check = begin('readonly');
    const ended = ending(check.transaction);
    expect(await outcome(check.get('a'))).toBe('kept');
    await ended;
  });

  it('aborts one begun while the page stays hidden, and lets work run again once it is shown', async () => {
    window.dispatchEvent(new Event('pagehide'));
    const late = unwrap(db).transaction('files', 'readwrite');
    // Finished before it began: the browser refuses its requests at once.
    expect(() => late.objectStore('files').put('changed', 'a')).toThrow();
    expect(runningTransactions()).toBe(0);
    window.dispatchEvent(new Event('pageshow'));
    await db.put('files', 'shown again', 'b');
    expect(await db.get('files', 'b')).toBe('shown again');
    expect(await db.get('files', 'a')).toBe('kept');
  });
});

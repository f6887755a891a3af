/**
 * WebKit leaves a database unable to run any transaction again, in this page and every later one
 * until the browser restarts, when a page is left while one of that database's transactions is
 * still running. Measured in WebKitGTK: after a page was left mid-read, every write to its database
 * hung, never completing, aborting or failing (bug 324094 is the same fault for a worker that ends).
 * A student leaves pages mid-read all the time: the search index reads files in the background,
 * and Firebase Auth polls its own database. So every transaction of the page, ours and the
 * libraries', is aborted when the page is hidden, and one begun while it stays hidden is aborted
 * as it begins: nothing is left running to wedge the database. An aborted read or write changes
 * nothing stored, and a page that comes back from the back-forward cache starts afresh.
 */
import { abortQuietly } from './abort-transaction';

const running = new Set<IDBTransaction>();
let hidden = false;

function watch(transaction: IDBTransaction): void {
  if (hidden) {
    abortQuietly(transaction);
    return;
  }
  running.add(transaction);
  const settle = () => running.delete(transaction);
  transaction.addEventListener('complete', settle);
  transaction.addEventListener('abort', settle);
}

let installed = false;

/** Installs the guard for this page; later calls do nothing. */
export function guardTransactionsOnPageExit(): void {
  if (installed || typeof window === 'undefined' || typeof IDBDatabase === 'undefined') return;
  installed = true;
  const begin = IDBDatabase.prototype.transaction;
  // Patched on the prototype, not wrapped per database: Firebase opens its own connections, which
  // only the prototype reaches.
  IDBDatabase.prototype.transaction = function transaction(
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ): IDBTransaction {
    const started = begin.apply(this, args);
    watch(started);
    return started;
  };
  window.addEventListener('pagehide', () => {
    hidden = true;
    for (const transaction of running) abortQuietly(transaction);
    running.clear();
  });
  window.addEventListener('pageshow', () => {
    hidden = false;
  });
}

/** How many transactions are running now (tests). */
export function runningTransactions(): number {
  return running.size;
}

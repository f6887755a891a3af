/** Aborts `transaction` unless it is already committing or finished, which end by themselves. */
export function abortQuietly(transaction: IDBTransaction): void {
  try {
    transaction.abort();
  } catch {
    // Already committing or finished: nothing more to undo.
  }
}

/**
 * Whether reading failed because the browser could not hand the bytes over at that moment, which
 * says nothing of the file: WebKit fails a Blob's read while the page that holds it, or started
 * the worker that does, is being left ("The I/O read operation failed").
 */
export function isInterruptedRead(error: unknown): boolean {
  // By name, and through what wraps it: a reader library may pass it on as its own error's cause.
  let cause = error;
  for (let depth = 0; typeof cause === 'object' && cause !== null && depth < 4; depth += 1) {
    const { name, cause: next } = cause as { name?: unknown; cause?: unknown };
    if (name === 'NotReadableError') return true;
    cause = next;
  }
  return false;
}

/**
 * A file's reader (pdf.js) could not be loaded into the worker just now: the fetch of its code
 * failed, as Firefox's does now and then on a busy machine ("error loading dynamically imported
 * module"). It says nothing of the file, which is read again rather than named as damaged.
 */
export class ReaderNotLoadedError extends Error {
  constructor(options?: ErrorOptions) {
    super('The reader of this file could not be loaded just now.', options);
    this.name = 'ReaderNotLoadedError';
  }
}

const PASSING = new Set(['NotReadableError', 'ReaderNotLoadedError']);

/**
 * Whether reading failed for a reason that says nothing of the file: the browser could not hand
 * the bytes over at that moment (WebKit fails a Blob's read while the page that holds it, or
 * started the worker that does, is being left: "The I/O read operation failed"), or the reader's
 * own code could not be loaded.
 */
export function isInterruptedRead(error: unknown): boolean {
  // By name, and through what wraps it: a reader library may pass it on as its own error's cause.
  let cause = error;
  for (let depth = 0; typeof cause === 'object' && cause !== null && depth < 4; depth += 1) {
    const { name, cause: next } = cause as { name?: unknown; cause?: unknown };
    if (typeof name === 'string' && PASSING.has(name)) return true;
    cause = next;
  }
  return false;
}

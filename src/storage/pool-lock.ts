/**
 * Which worker may open the search index's files on the device: the one holding a Web Lock,
 * held for as long as that worker lives (the browser lets it go when the worker ends). A page
 * reloaded starts its worker while the last page's may still be ending; waiting on the lock
 * means the new one opens the files only once the old one has let them go, and never sits
 * half-way through taking them (a half-taken pool held its own files against every retry).
 * A second tab, whose first tab keeps the lock, stops waiting after `waitMs` and keeps its
 * index in memory.
 */
const LOCK_NAME = 'studyshelf-search-index-files';

let held: Promise<boolean> | null = null;

function request(waitMs: number): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // No Web Locks (a very old engine): the file system's own refusals are all there is.
  if (!locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    locks
      .request(LOCK_NAME, { signal: AbortSignal.timeout(waitMs) }, () => {
        resolve(true);
        // Never settles: the lock is this worker's until it ends.
        return new Promise<never>(() => undefined);
      })
      .catch(() => resolve(false));
  });
}

/** Whether this worker holds the lock, waiting up to `waitMs` for it; asked once it is held. */
export async function holdIndexFiles(waitMs: number): Promise<boolean> {
  held ??= request(waitMs);
  const granted = await held;
  // Not granted: a later opening (Rebuild) asks again.
  if (!granted) held = null;
  return granted;
}

/**
 * Marks a file id as "being written" for as long as its upload runs, so the orphan sweep of another
 * tab (or of this one) leaves its half-written bytes alone. Web Locks are released by the browser
 * when a tab closes, so an interrupted upload's bytes become sweepable at the next start.
 */

const LOCK_PREFIX = 'studyshelf-upload:';

/** Uploads running in this page, for browsers (and jsdom) without Web Locks. */
const runningHere = new Map<string, number>();

function lockManager(): LockManager | undefined {
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  return typeof locks?.request === 'function' ? locks : undefined;
}

/** Runs `task` while holding the upload lock of `fileId` (waits if another upload of that id holds it). */
export async function withUploadLock<T>(fileId: string, task: () => Promise<T>): Promise<T> {
  runningHere.set(fileId, (runningHere.get(fileId) ?? 0) + 1);
  try {
    const locks = lockManager();
    return locks ? await locks.request(LOCK_PREFIX + fileId, () => task()) : await task();
  } finally {
    const count = (runningHere.get(fileId) ?? 1) - 1;
    if (count > 0) runningHere.set(fileId, count);
    else runningHere.delete(fileId);
  }
}

/** Ids whose upload is running in any tab of this origin (this page only, where Web Locks are missing). */
export async function uploadsInProgress(): Promise<Set<string>> {
  const ids = new Set(runningHere.keys());
  const locks = lockManager();
  if (typeof locks?.query !== 'function') return ids;
  const snapshot = await locks.query();
  for (const lock of [...(snapshot.held ?? []), ...(snapshot.pending ?? [])]) {
    if (lock.name?.startsWith(LOCK_PREFIX)) ids.add(lock.name.slice(LOCK_PREFIX.length));
  }
  return ids;
}

/**
 * The first Web Locks call of a page sets up its channel to the browser, which took 4-10 ms in
 * Chromium here (later calls well under 1 ms): making one at start keeps that wait out of the
 * student's first upload.
 */
export async function warmUpLocks(): Promise<void> {
  try {
    await lockManager()?.query();
  } catch {
    // Nothing to warm: uploads will simply pay the first call themselves.
  }
}

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

/**
 * Requests the upload lock of `fileId` and returns at once; the returned function frees it (or
 * drops the request if it is not granted yet). The file counts as "being written" from this call
 * until then: the sweep reads pending requests as well as held locks, so a save never waits for
 * the grant.
 */
export function holdUploadLock(fileId: string): () => void {
  runningHere.set(fileId, (runningHere.get(fileId) ?? 0) + 1);
  let unlock = () => {};
  const freed = new Promise<void>((resolve) => {
    unlock = resolve;
  });
  // The lock is kept for as long as the callback's promise is pending, i.e. until release.
  lockManager()
    ?.request(LOCK_PREFIX + fileId, () => freed)
    .catch(() => undefined);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unlock();
    const count = (runningHere.get(fileId) ?? 1) - 1;
    if (count > 0) runningHere.set(fileId, count);
    else runningHere.delete(fileId);
  };
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

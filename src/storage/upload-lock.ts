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

/** An upload lock requested: `held` resolves once it is granted; `release` frees it (or drops the request). */
export interface UploadLock {
  readonly held: Promise<void>;
  release(): void;
}

/**
 * Requests the upload lock of `fileId` and returns at once, so the caller can prepare while the
 * browser grants it (a round trip that took up to 15 ms in Chromium when queued behind other work).
 * The file counts as "being written" from this call until `release`.
 */
export function holdUploadLock(fileId: string): UploadLock {
  runningHere.set(fileId, (runningHere.get(fileId) ?? 0) + 1);
  let released = false;
  let unlock = () => {};
  const freed = new Promise<void>((resolve) => {
    unlock = resolve;
  });
  const locks = lockManager();
  const held = locks
    ? new Promise<void>((granted, refused) => {
        // The lock is kept for as long as the callback's promise is pending, i.e. until release.
        locks.request(LOCK_PREFIX + fileId, () => (granted(), freed)).catch(refused);
      })
    : Promise.resolve();
  held.catch(() => undefined);
  return {
    held,
    release() {
      if (released) return;
      released = true;
      unlock();
      const count = (runningHere.get(fileId) ?? 1) - 1;
      if (count > 0) runningHere.set(fileId, count);
      else runningHere.delete(fileId);
    },
  };
}

/** Runs `task` while holding the upload lock of `fileId` (waits if another upload of that id holds it). */
export async function withUploadLock<T>(fileId: string, task: () => Promise<T>): Promise<T> {
  const lock = holdUploadLock(fileId);
  try {
    await lock.held;
    return await task();
  } finally {
    lock.release();
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

/**
 * Writes to this device under way (an upload, a restore) in any tab: a new version's reload waits
 * for them, so it never cuts one short, in the tab where Reload was pressed or in another. Each
 * write holds a shared Web Lock for as long as it runs; a reload asks for the same lock
 * exclusively, which the browser grants once no tab holds it. The browser frees a closed tab's
 * locks, so a tab gone mid-write never blocks a reload.
 */

const WRITES_LOCK = 'studyshelf-writes';

/** Writes running in this page, and what waits for this page to have none. */
let runningHere = 0;
const whenIdleHere: (() => void)[] = [];

function lockManager(): LockManager | undefined {
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  return typeof locks?.request === 'function' ? locks : undefined;
}

/**
 * Marks a write as under way until the returned function is called. Returns at once: a write never
 * waits for the lock, which only tells a reload to wait for it.
 */
export function holdWrites(): () => void {
  runningHere += 1;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  lockManager()
    ?.request(WRITES_LOCK, { mode: 'shared' }, () => finished)
    .catch(() => undefined);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    finish();
    runningHere -= 1;
    if (runningHere === 0) whenIdleHere.splice(0).forEach((run) => run());
  };
}

/** Runs `write` marked as under way from its start to its end, however it ends. */
export async function whileWriting<T>(write: () => Promise<T>): Promise<T> {
  const release = holdWrites();
  try {
    return await write();
  } finally {
    release();
  }
}

/** Whether a write is under way in any tab of this site (this page only, without Web Locks). */
export async function writesUnderWay(): Promise<boolean> {
  const locks = lockManager();
  if (runningHere > 0 || typeof locks?.query !== 'function') return runningHere > 0;
  const { held = [], pending = [] } = await locks.query();
  return [...held, ...pending].some(({ name, mode }) => name === WRITES_LOCK && mode === 'shared');
}

/**
 * Runs `action` once no tab has a write under way, and keeps the lock until this page goes: a
 * write started meanwhile in another tab is then seen by its own tab's afterWritesHere.
 */
export function afterWritesEverywhere(action: () => void): void {
  const locks = lockManager();
  if (!locks) {
    afterWritesHere(action);
    return;
  }
  void locks
    .request(WRITES_LOCK, { mode: 'exclusive' }, () => {
      action();
      return new Promise<never>(() => {});
    })
    .catch(() => afterWritesHere(action));
}

/** Runs `action` once this page has no write under way: at once when it has none. */
export function afterWritesHere(action: () => void): void {
  if (runningHere === 0) action();
  else whenIdleHere.push(action);
}

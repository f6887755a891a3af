import { sweepOrphans, warmUpLocks } from './material-storage';

let sweep: Promise<void> | undefined;

/**
 * Once per app start: removes what an interrupted upload left in IndexedDB (chunks without a
 * list entry). Uploads wait for it, so the sweep never races the chunks of a new file. It also
 * warms up Web Locks, which every upload takes.
 */
export function startStorageMaintenance(): Promise<void> {
  sweep ??= startOnce();
  return sweep;
}

function startOnce(): Promise<void> {
  void warmUpLocks();
  // A failed sweep only leaves orphans for the next start: it must never block an upload.
  return sweepOrphans().then(
    () => undefined,
    () => undefined,
  );
}

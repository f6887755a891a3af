import { sweepOrphans } from './material-storage';

let sweep: Promise<void> | undefined;

/**
 * Once per app start: removes what an interrupted upload left in IndexedDB (chunks without a
 * list entry). Uploads wait for it, so the sweep never races the chunks of a new file.
 */
export function startStorageMaintenance(): Promise<void> {
  // A failed sweep only leaves orphans for the next start: it must never block an upload.
  sweep ??= sweepOrphans().then(
    () => undefined,
    () => undefined,
  );
  return sweep;
}

import { getStorageInfo, type StorageInfo } from '../material-storage';

/** How long an estimate read when files were picked stands in for one read at the upload. */
export const PICKED_ESTIMATE_FRESH_MS = 30_000;

interface Prefetched {
  at: number;
  /** Set once the read has answered. */
  result?: { info: StorageInfo | null };
}

let prefetched: Prefetched | null = null;

/**
 * Reads the estimate as soon as files are picked. The estimate is a round trip to the browser
 * that, read at the click, held the start of a 100 MB store up by 10 to 15 ms; read here, it is
 * ready when the student presses Upload a moment later.
 */
export function prefetchStorageInfo(now = Date.now()): void {
  const entry: Prefetched = { at: now };
  prefetched = entry;
  // getStorageInfo never rejects: a failed read is null, and the upload then goes on.
  void getStorageInfo().then((info) => {
    entry.result = { info };
  });
}

/**
 * The estimate read when the files were picked, if it has answered and is under 30 s old; each is
 * used by one upload only, as an upload changes what is used. Undefined means: read a new one.
 */
export function takePickedEstimate(now = Date.now()): { info: StorageInfo | null } | undefined {
  const entry = prefetched;
  prefetched = null;
  if (!entry?.result || now - entry.at > PICKED_ESTIMATE_FRESH_MS) return undefined;
  return entry.result;
}

/** The whole upload at a glance: bytes stored of the total, and time left once it can be told. */
export interface OverallProgress {
  storedBytes: number;
  totalBytes: number;
  /** Whole seconds, for uploads long enough to wait for; null while too early to tell. */
  secondsLeft: number | null;
}

/** Below this an upload is over before an estimate could help. */
const ESTIMATE_FROM_BYTES = 20 * 1024 * 1024;
/** The first second's rate says little (the estimate, the first file's preparation). */
const ESTIMATE_AFTER_MS = 1000;

/** Each file's bytes counted by its reached percent; the rate so far gives the time left. */
export function overallProgress(
  sizes: ReadonlyMap<string, number>,
  percents: ReadonlyMap<string, number>,
  elapsedMs: number,
): OverallProgress {
  let totalBytes = 0;
  let storedBytes = 0;
  for (const [key, size] of sizes) {
    totalBytes += size;
    storedBytes += (size * Math.min(100, percents.get(key) ?? 0)) / 100;
  }
  const canTell =
    totalBytes >= ESTIMATE_FROM_BYTES && elapsedMs >= ESTIMATE_AFTER_MS && storedBytes > 0;
  return {
    storedBytes: Math.round(storedBytes),
    totalBytes,
    secondsLeft: canTell
      ? Math.ceil(((totalBytes - storedBytes) * elapsedMs) / storedBytes / 1000)
      : null,
  };
}

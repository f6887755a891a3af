/**
 * `load` run once, whoever asks first: every caller shares its promise. A failure is not kept:
 * the next call runs `load` again, told how many tries failed before it (`attempt`), so that a
 * loader that can may ask by an address of its own. (A module that failed to fetch fails again all
 * the same by its address: Chromium and Firefox keep a failed import for the realm's life; a
 * reload fetches it anew.)
 */
export function loadOnce<T>(load: (attempt: number) => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  let failures = 0;
  return () =>
    (loading ??= load(failures).catch((error: unknown) => {
      loading = undefined;
      failures += 1;
      throw error;
    }));
}

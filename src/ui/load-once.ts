/**
 * `load` run once, whoever asks first: every caller shares its promise. A failure is not kept:
 * the next call runs `load` again. (A chunk that failed to fetch fails again all the same in
 * Chromium, which keeps a failed module import for the page's life; a reload fetches it anew.)
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

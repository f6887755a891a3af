/**
 * `load` run once, whoever asks first: every caller shares its promise. A failure is not kept
 * (say, a chunk fetched offline before the app was cached): the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

import { ReaderNotLoadedError } from './interrupted-read';

/**
 * Loads a reader's code once, however many files ask for it. A load that failed is tried again at
 * the next ask; `attempt` counts the failures before it, so that a loader that can may ask by an
 * address of its own: a realm may remember a module that failed to load as failed for its
 * address. Every failure is a ReaderNotLoadedError, which is no file's fault.
 */
export function loadReaderOnce<T>(load: (attempt: number) => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  let failures = 0;
  return () => {
    loaded ??= load(failures).catch((error: unknown) => {
      loaded = null;
      failures += 1;
      throw new ReaderNotLoadedError({ cause: error });
    });
    return loaded;
  };
}

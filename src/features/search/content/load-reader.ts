import { loadOnce } from '../../../shared/load-once';
import { ReaderNotLoadedError } from './interrupted-read';

/**
 * A reader's code, loaded once however many files ask for it (loadOnce: a failed load is tried
 * again at the next ask, as its `attempt`). Every failure is a ReaderNotLoadedError, which is no
 * file's fault: the file is read again rather than named as damaged.
 */
export function loadReaderOnce<T>(load: (attempt: number) => Promise<T>): () => Promise<T> {
  return loadOnce((attempt) =>
    load(attempt).catch((error: unknown) => {
      throw new ReaderNotLoadedError({ cause: error });
    }),
  );
}

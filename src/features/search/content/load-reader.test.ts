import { describe, expect, it } from 'vitest';
import { isInterruptedRead, ReaderNotLoadedError } from './interrupted-read';
import { loadReaderOnce } from './load-reader';

describe('loadReaderOnce', () => {
  it('says a failed load is no fault of the file, and loads again, as the next attempt, at the next ask', async () => {
    const attempts: number[] = [];
    const fetchFailed = new TypeError('error loading dynamically imported module');
    const load = loadReaderOnce((attempt) => {
      attempts.push(attempt);
      return attempt === 0 ? Promise.reject(fetchFailed) : Promise.resolve('reader');
    });
    const failure: unknown = await load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReaderNotLoadedError);
    expect((failure as Error).cause).toBe(fetchFailed);
    expect(isInterruptedRead(failure)).toBe(true);
    // Wrapped by a reader library, it is still known for what it is.
    expect(isInterruptedRead(new Error('reading stopped', { cause: failure }))).toBe(true);
    expect(await load()).toBe('reader');
    expect(await load()).toBe('reader');
    expect(attempts).toEqual([0, 1]);
  });

  it('leaves any other failure a failure of the file', () => {
    expect(isInterruptedRead(new Error('Invalid PDF structure'))).toBe(false);
    expect(isInterruptedRead(new TypeError('error loading dynamically imported module'))).toBe(
      false,
    );
  });
});

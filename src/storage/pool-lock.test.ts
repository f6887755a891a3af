import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Web Locks as the browser keeps them: one holder of a name; others wait, or give up at their signal. */
function fakeLocks() {
  let holder: Promise<unknown> | null = null;
  const waiting: (() => void)[] = [];
  return {
    requests: 0,
    release() {
      holder = null;
      waiting.shift()?.();
    },
    async request(_name: string, options: { signal: AbortSignal }, body: () => Promise<unknown>) {
      this.requests += 1;
      if (holder) {
        await new Promise<void>((resolve, reject) => {
          waiting.push(resolve);
          options.signal.addEventListener('abort', () => reject(options.signal.reason));
        });
      }
      holder = body();
      return holder;
    },
  };
}

describe('holdIndexFiles', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('holds the lock once for the worker, and waits for the last worker to let it go', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const first = await import('./pool-lock');
    expect(await first.holdIndexFiles(1000)).toBe(true);
    // A Rebuild in the same worker asks again: it already holds the lock.
    expect(await first.holdIndexFiles(1000)).toBe(true);
    expect(locks.requests).toBe(1);

    // The next page's worker waits until the last one ends.
    vi.resetModules();
    const next = await import('./pool-lock');
    const granted = next.holdIndexFiles(5000);
    setTimeout(() => locks.release(), 20);
    expect(await granted).toBe(true);
  });

  it('gives up after its wait while another tab holds the files, and asks again later', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const tab = await import('./pool-lock');
    expect(await tab.holdIndexFiles(1000)).toBe(true);
    vi.resetModules();
    const other = await import('./pool-lock');
    expect(await other.holdIndexFiles(30)).toBe(false);
    expect(await other.holdIndexFiles(30)).toBe(false);
    expect(locks.requests).toBe(3);
  });

  it('goes ahead where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    const { holdIndexFiles } = await import('./pool-lock');
    expect(await holdIndexFiles(10)).toBe(true);
  });
});

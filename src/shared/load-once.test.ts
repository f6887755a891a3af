import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one load among its callers', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(['chunk', 'chunk']);
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: the next call loads again, told how many failed before it', async () => {
    const attempts: number[] = [];
    const get = loadOnce((attempt) => {
      attempts.push(attempt);
      return attempt < 2 ? Promise.reject(new Error('offline')) : Promise.resolve('chunk');
    });
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('chunk');
    expect(await get()).toBe('chunk');
    expect(attempts).toEqual([0, 1, 2]);
  });
});

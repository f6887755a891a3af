import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './keys';
import { dismissTipHelper, isTipHelperDismissed } from './tip-store';

describe('tip store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('remembers a dismissal under its key', () => {
    expect(isTipHelperDismissed()).toBe(false);
    dismissTipHelper();
    expect(localStorage.getItem(STORAGE_KEYS.tipDismissed)).toBe('true');
    expect(isTipHelperDismissed()).toBe(true);
  });

  it('survives blocked storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => dismissTipHelper()).not.toThrow();
    expect(isTipHelperDismissed()).toBe(false);
  });
});

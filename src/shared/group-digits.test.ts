import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits';

describe('groupDigits', () => {
  it('groups thousands as English does, the same as the locale format', () => {
    for (const count of [
      0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 9_007_199_254_740_991, -4321,
    ]) {
      expect(groupDigits(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('leaves a number that is not a whole one as it is', () => {
    expect(groupDigits(1.5)).toBe('1.5');
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

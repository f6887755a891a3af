import { describe, expect, it } from 'vitest';
import { compareTimes } from './compare-times';

describe('compareTimes', () => {
  it('orders ISO times as time orders them', () => {
    const times = [
      '2026-12-05T23:59:59.999Z',
      '2026-01-01T00:00:00.000Z',
      '2026-12-05T09:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
    ];
    const sorted = times.toSorted(compareTimes);
    expect(sorted).toEqual(times.toSorted((a, b) => Date.parse(a) - Date.parse(b)));
    expect(compareTimes(times[0] ?? '', times[0] ?? '')).toBe(0);
  });
});

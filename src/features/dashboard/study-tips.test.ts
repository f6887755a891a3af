import { describe, expect, it } from 'vitest';
import { STUDY_TIPS, nextTipIndex, randomTipIndex } from './study-tips';

describe('study tips', () => {
  it('has ten distinct tips', () => {
    expect(STUDY_TIPS).toHaveLength(10);
    expect(new Set(STUDY_TIPS).size).toBe(10);
  });
  it('cycles from the first tip and wraps around', () => {
    expect(nextTipIndex(null)).toBe(0);
    expect(nextTipIndex(3)).toBe(4);
    expect(nextTipIndex(9)).toBe(0);
  });
  it('never picks the tip already showing', () => {
    for (const r of [0, 0.3, 0.999]) {
      for (let current = 0; current < 10; current++) {
        const picked = randomTipIndex(current, () => r);
        expect(picked).not.toBe(current);
        expect(picked).toBeGreaterThanOrEqual(0);
        expect(picked).toBeLessThan(10);
      }
    }
    expect(randomTipIndex(null, () => 0.55)).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { nearestStep, stepAbove, stepBelow, zoomFactor } from './zoom';

describe('zoom', () => {
  it('fits the width at 1 and the page at what fitting it takes', () => {
    expect(zoomFactor({ kind: 'fit-width' }, 0.6)).toBe(1);
    expect(zoomFactor({ kind: 'fit-page' }, 0.6)).toBe(0.6);
    expect(zoomFactor({ kind: 'steps', step: 3 }, 0.6)).toBe(1.25);
  });

  it('steps in and out from any factor to the fixed steps either side', () => {
    expect(stepAbove(0.6)).toBe(1);
    expect(stepBelow(0.6)).toBe(0);
    expect(stepAbove(1)).toBe(3);
    expect(stepBelow(1)).toBe(1);
    expect(stepAbove(3)).toBe(6);
    expect(stepBelow(0.5)).toBe(0);
  });

  it('takes a kept factor back to its nearest step', () => {
    expect(nearestStep(1.24)).toBe(3);
    expect(nearestStep(9)).toBe(6);
  });
});

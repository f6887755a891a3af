import { describe, expect, it } from 'vitest';
import { deadlineIn, DeadlinePassedError, timeFor, waitWithin } from './deadline';
import { LinkClosedError } from './link';

describe('deadlines', () => {
  it('shorten a wait to the nearest deadline, and end it once one has passed', () => {
    let now = 1_000;
    const clock = () => now;
    const piece = deadlineIn(5_000, clock);
    const session = deadlineIn(60_000, clock);
    expect(waitWithin(30_000, piece, session)).toBe(5_000);
    now += 4_000;
    expect(waitWithin(30_000, piece, session)).toBe(1_000);
    now += 1_000;
    expect(() => waitWithin(30_000, piece, session)).toThrow(DeadlinePassedError);
    // A passed deadline ends the link as a lost one.
    expect(new DeadlinePassedError('x')).toBeInstanceOf(LinkClosedError);
  });

  it('give a file the time of its bytes at the slowest rate, beside a grace', () => {
    expect(timeFor(0, 60_000)).toBe(60_000);
    expect(timeFor(64 * 1024 * 100, 60_000)).toBe(160_000);
  });
});

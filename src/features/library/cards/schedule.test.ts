import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { isCardSchedule } from '../../../storage/marks-store';
import { answered, intervalText, isDue, newSchedule, nextIntervals } from './schedule';

const now = new Date('2026-12-06T09:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('schedule', () => {
  it('makes a card due at once, in the stored form the store accepts', () => {
    const schedule = newSchedule(now);
    expect(isDue(schedule, now)).toBe(true);
    expect(isCardSchedule(schedule)).toBe(true);
    expect(schedule.reps).toBe(0);
  });

  it('brings a card back soon after Again and later after each Good', () => {
    const again = answered(newSchedule(now), Rating.Again, now);
    expect(Date.parse(again.due) - now.getTime()).toBeLessThan(10 * 60_000);
    expect(again.lapses + again.reps).toBeGreaterThan(0);

    let schedule = newSchedule(now);
    let at = now;
    const gaps: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      schedule = answered(schedule, Rating.Good, at);
      const due = new Date(schedule.due);
      gaps.push(due.getTime() - at.getTime());
      at = due;
    }
    expect(gaps[3]).toBeGreaterThan(DAY);
    for (let i = 1; i < gaps.length; i += 1) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] ?? 0);
    expect(isCardSchedule(schedule)).toBe(true);
    expect(isDue(schedule, later((gaps[3] ?? 0) - 1))).toBe(false);
  });

  it('says when each answer brings a new card back, Easy the latest', () => {
    const texts = nextIntervals(newSchedule(now), now);
    expect(texts[Rating.Again]).toBe('1 min');
    expect(texts[Rating.Easy]).toMatch(/day/);
  });

  it('tells a span in the unit a student reads', () => {
    expect(intervalText(20_000)).toBe('1 min');
    expect(intervalText(6 * 60 * 60_000)).toBe('6 h');
    expect(intervalText(DAY)).toBe('1 day');
    expect(intervalText(4 * DAY)).toBe('4 days');
    expect(intervalText(95 * DAY)).toBe('3 months');
    expect(intervalText(800 * DAY)).toBe('2 years');
  });
});

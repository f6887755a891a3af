/**
 * When each card comes back, by FSRS (ts-fsrs, with its default weights, the ones Anki starts
 * from): a new card is due at once, and each answer moves it out by how well it was remembered.
 * The stored schedule is plain JSON; this module turns it into ts-fsrs's card and back.
 */
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { CardSchedule } from '../../../storage/marks-store';

/** The four answers, in the order of their keys 1 to 4, as Anki has them. */
export const ANSWERS = [
  { grade: Rating.Again, label: 'Again', key: '1' },
  { grade: Rating.Hard, label: 'Hard', key: '2' },
  { grade: Rating.Good, label: 'Good', key: '3' },
  { grade: Rating.Easy, label: 'Easy', key: '4' },
] as const satisfies readonly { grade: Grade; label: string; key: string }[];

// Fuzz spreads cards made together over neighbouring days; kept off so a schedule can be told.
const scheduler = fsrs({ enable_fuzz: false });

function toCard(schedule: CardSchedule): Card {
  return {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: 0,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    ...(schedule.lastReview !== undefined && { last_review: new Date(schedule.lastReview) }),
  };
}

function toSchedule(card: Card): CardSchedule {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    ...(card.last_review && { lastReview: card.last_review.toISOString() }),
  };
}

/** A card never answered: due now. */
export function newSchedule(now: Date): CardSchedule {
  return toSchedule(createEmptyCard(now));
}

/** The schedule after answering `grade` at `now`. */
export function answered(schedule: CardSchedule, grade: Grade, now: Date): CardSchedule {
  return toSchedule(scheduler.next(toCard(schedule), now, grade).card);
}

/** When each answer would bring the card back, as the buttons say it: "10 min", "4 days". */
export function nextIntervals(schedule: CardSchedule, now: Date): Record<Grade, string> {
  const preview = scheduler.repeat(toCard(schedule), now);
  const after = (grade: Grade) => intervalText(preview[grade].card.due.getTime() - now.getTime());
  return {
    [Rating.Again]: after(Rating.Again),
    [Rating.Hard]: after(Rating.Hard),
    [Rating.Good]: after(Rating.Good),
    [Rating.Easy]: after(Rating.Easy),
  };
}

export const isDue = (schedule: CardSchedule, now: Date): boolean =>
  Date.parse(schedule.due) <= now.getTime();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span as a student reads it on a button: "1 min", "6 h", "1 day", "3 months", "2 years". */
export function intervalText(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
  if (ms < DAY) return `${Math.round(ms / HOUR)} h`;
  const days = Math.round(ms / DAY);
  if (days < 31) return plural(days, 'day');
  if (days < 365) return plural(Math.round(days / 30), 'month');
  return plural(Math.round(days / 365), 'year');
}

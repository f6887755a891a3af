/**
 * A student's revision cards on this device, by file, under CARD_KEYS (student-keys.ts): each made
 * from one highlight or note, with its own text (a card outlives an edit of its highlight) and its
 * schedule. Read defensively, as the annotations are: a crafted or damaged card reads as absent,
 * every text and number is bounded, and a file holds at most as many cards as annotations.
 */
import { ANNOTATIONS_PER_FILE, NOTE_LIMIT, QUOTE_LIMIT } from './annotations-store';
import { CARD_KEYS } from './student-keys';
import { perFileStore, uniqueValid } from './per-file-store';

/** Where a card stands in its revision: the scheduler's state, kept as plain JSON. */
export interface CardSchedule {
  /** ISO time it is next due. */
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** New, learning, review or relearning (0 to 3). */
  state: number;
  /** ISO time of its last answer; absent before the first. */
  lastReview?: string;
}

export interface RevisionCard {
  /** The id of the highlight or note it was made from: one card each. */
  id: string;
  /** 1-based page of the file it opens at. */
  page: number;
  /** What is asked: the note, or the passage with a word hidden. */
  front: string;
  /** The answer: the passage (empty for a note on a page). */
  back: string;
  /** ISO time it was made. */
  made: string;
  schedule: CardSchedule;
}

const FRONT_LIMIT = Math.max(NOTE_LIMIT, QUOTE_LIMIT);
const MAX_PAGE = 1_000_000;
/** Far past any interval FSRS gives (its maximum is 100 years); bounds a crafted number. */
const MAX_DAYS = 36_500 * 2;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
const isText = (value: unknown, limit: number): value is string =>
  typeof value === 'string' && value.length <= limit;
const inRange = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;
const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && inRange(value, 1_000_000);

export function isCardSchedule(value: unknown): value is CardSchedule {
  if (!isRecord(value)) return false;
  const { due, stability, difficulty, scheduledDays, learningSteps, reps, lapses, state } = value;
  return (
    isTime(due) &&
    inRange(stability, MAX_DAYS) &&
    inRange(difficulty, 10) &&
    inRange(scheduledDays, MAX_DAYS) &&
    isCount(learningSteps) &&
    isCount(reps) &&
    isCount(lapses) &&
    Number.isSafeInteger(state) &&
    inRange(state, 3) &&
    (value.lastReview === undefined || isTime(value.lastReview))
  );
}

export function isRevisionCard(value: unknown): value is RevisionCard {
  if (!isRecord(value)) return false;
  const { id, page, front, back, made, schedule } = value;
  return (
    isText(id, 64) &&
    id !== '' &&
    Number.isSafeInteger(page) &&
    inRange(page, MAX_PAGE) &&
    (page as number) >= 1 &&
    isText(front, FRONT_LIMIT) &&
    front.trim() !== '' &&
    isText(back, QUOTE_LIMIT) &&
    isTime(made) &&
    isCardSchedule(schedule)
  );
}

/** Only the fields a card has: nothing a crafted entry adds is kept or written back. */
function cleaned(card: RevisionCard): RevisionCard {
  const { id, page, front, back, made } = card;
  const { due, stability, difficulty, scheduledDays, learningSteps, reps, lapses, state } =
    card.schedule;
  const schedule: CardSchedule = {
    due,
    stability,
    difficulty,
    scheduledDays,
    learningSteps,
    reps,
    lapses,
    state,
    ...(card.schedule.lastReview !== undefined && { lastReview: card.schedule.lastReview }),
  };
  return { id, page, front, back, made, schedule };
}

/** The well-formed cards in `value`, each id once, at most one per annotation a file may hold. */
export function readCardList(value: unknown): RevisionCard[] {
  return uniqueValid(value, isRevisionCard, cleaned, ANNOTATIONS_PER_FILE);
}

const store = perFileStore(CARD_KEYS, readCardList, ANNOTATIONS_PER_FILE);

/** `uid`'s cards of file `fileId`. */
export function cardsOf(uid: string, fileId: string): RevisionCard[] {
  return store.of(uid, fileId);
}

/** Every file `uid` made cards from on this device, with its cards. */
export function allCards(uid: string): ReadonlyMap<string, RevisionCard[]> {
  return store.all(uid);
}

/**
 * Keeps `card` in `uid`'s file `fileId`, replacing the one of its id; false when it could not be
 * kept (malformed, the file's limit reached, or the device's storage full).
 */
export function keepCard(uid: string, fileId: string, card: RevisionCard): boolean {
  return isRevisionCard(card) && store.keep(uid, fileId, cleaned(card));
}

export function removeCard(uid: string, fileId: string, id: string): void {
  store.remove(uid, fileId, id);
}

/**
 * Adds to `uid`'s file `fileId` the cards of `incoming` it lacks (by id), as a restore does: a
 * card on this device keeps its own schedule. The number added, or null when refused.
 */
export function mergeCards(uid: string, fileId: string, incoming: unknown): number | null {
  return store.merge(uid, fileId, incoming);
}

/** Drops every student's cards of the given files (they were deleted for good). */
export function forgetCards(ids: readonly string[]): void {
  store.forget(ids);
}

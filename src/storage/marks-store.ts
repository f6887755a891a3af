/**
 * A student's stars and recently opened files on this device, kept apart from the spec's list
 * records under MARK_KEYS (keys.ts). Each key holds a JSON array of FileMark, newest first.
 * A mark names its file by list key and id; the store forgets the marks of a deleted file.
 */
import { MARK_KEYS } from './student-keys';
import { readJson, removeKey, storedKeys, writeJson } from './local-json';
import { forgetAnnotations } from './annotations-store';
import { forgetReadingPlaces } from './reading-places-store';
import { forgetCards } from './cards-store';
// And so are the highlights, notes and bookmarks a student makes in it.
export {
  allAnnotations,
  annotationsOf,
  HIGHLIGHT_COLOURS,
  keepAnnotation,
  mergeAnnotations,
  NOTE_LIMIT,
  QUOTE_LIMIT,
  readAnnotationList,
  removeAnnotation,
  type Annotation,
  type Bookmark,
  type Highlight,
  type HighlightColour,
  type PageArea,
  type PageNote,
} from './annotations-store';

// Where a student left off reading is a mark on a file too: reached through this door.
export {
  forgetReadingPlaces,
  isReadingPlace,
  keepReadingPlace,
  mergeReadingPlaces,
  readingPlace,
  readingPlaces,
  type ReadingPlace,
} from './reading-places-store';
// And the revision cards made from those highlights and notes.
export {
  allCards,
  cardsOf,
  isCardSchedule,
  keepCard,
  mergeCards,
  readCardList,
  removeCard,
  type CardSchedule,
  type RevisionCard,
} from './cards-store';
import { compareTimes } from '../shared/compare-times';

/** One marked file: which list names it, its record id, and when it was marked (ISO). */
export interface FileMark {
  listKey: string;
  id: string;
  at: string;
}

export type FileRef = Pick<FileMark, 'listKey' | 'id'>;

/** How many recently opened or uploaded files are remembered. */
export const RECENT_LIMIT = 8;

/**
 * How many stars are read: far above any student's, low enough that a crafted or corrupted key
 * (thousands of entries, or one file starred over and over) cannot stall the dashboard.
 */
export const STAR_LIMIT = 1000;

function isFileMark(value: unknown): value is FileMark {
  if (typeof value !== 'object' || value === null) return false;
  const mark = value as Record<string, unknown>;
  return (
    typeof mark.listKey === 'string' && typeof mark.id === 'string' && typeof mark.at === 'string'
  );
}

/** The well-formed marks under `key`, each file once (its newest mark), at most `limit`. */
function readMarks(key: string, limit: number): FileMark[] {
  const seen = new Set<string>();
  const marks: FileMark[] = [];
  for (const value of readJson(key, Array.isArray, [])) {
    if (marks.length === limit) break;
    if (!isFileMark(value)) continue;
    // JSON of the pair: no separator a list key or id could contain makes two files one.
    const file = JSON.stringify([value.listKey, value.id]);
    if (seen.has(file)) continue;
    seen.add(file);
    marks.push({ listKey: value.listKey, id: value.id, at: value.at });
  }
  return marks;
}

function writeMarks(key: string, marks: readonly FileMark[]): void {
  if (marks.length === 0) removeKey(key);
  // Refused (full or blocked): a star or a recent entry is a convenience, never worth an error.
  else writeJson(key, marks);
}

const sameFile = (a: FileRef) => (b: FileRef) => a.listKey === b.listKey && a.id === b.id;

export function starredFiles(uid: string): FileMark[] {
  return readMarks(MARK_KEYS.starred(uid), STAR_LIMIT);
}

export function recentFiles(uid: string): FileMark[] {
  return readMarks(MARK_KEYS.recent(uid), RECENT_LIMIT);
}

/** Stars or unstars one file for one student; a newly starred file comes first. */
export function setStarred(uid: string, file: FileRef, starred: boolean): void {
  const key = MARK_KEYS.starred(uid);
  const others = readMarks(key, STAR_LIMIT).filter((mark) => !sameFile(file)(mark));
  const at = new Date().toISOString();
  writeMarks(key, starred ? [{ ...file, at }, ...others] : others);
}

/** Puts one file at the head of the student's recent files (opened or uploaded just now). */
export function markRecent(uid: string, file: FileRef): void {
  const key = MARK_KEYS.recent(uid);
  const others = readMarks(key, RECENT_LIMIT).filter((mark) => !sameFile(file)(mark));
  const at = new Date().toISOString();
  writeMarks(key, [{ ...file, at }, ...others].slice(0, RECENT_LIMIT));
}

/**
 * Adds to a student's stars or recent files the marks of `incoming` they lack (a restore): the
 * ones they have keep their time, and the list stays newest first within its limit.
 */
export function mergeMarks(
  uid: string,
  which: 'starred' | 'recent',
  incoming: readonly FileMark[],
): void {
  const [key, limit] =
    which === 'starred'
      ? [MARK_KEYS.starred(uid), STAR_LIMIT]
      : [MARK_KEYS.recent(uid), RECENT_LIMIT];
  const have = readMarks(key, limit);
  const fresh = incoming.filter(
    (mark) => isFileMark(mark) && !have.some(sameFile(mark)) && !Number.isNaN(Date.parse(mark.at)),
  );
  if (fresh.length === 0) return;
  const merged = [...have, ...fresh].sort((a, b) => compareTimes(b.at, a.at)).slice(0, limit);
  writeMarks(key, merged);
}

/**
 * Drops every student's marks of the given files of one list (they were deleted), where they
 * left off reading them, their highlights, notes and bookmarks in them, and the cards made of those.
 */
export function forgetMarks(listKey: string, ids: readonly string[]): void {
  if (ids.length === 0) return;
  forgetReadingPlaces(ids);
  forgetAnnotations(ids);
  forgetCards(ids);
  const gone = new Set(ids);
  for (const key of (storedKeys() ?? []).filter(MARK_KEYS.isMarkKey)) {
    const marks = readMarks(key, Number.POSITIVE_INFINITY);
    const kept = marks.filter((mark) => mark.listKey !== listKey || !gone.has(mark.id));
    if (kept.length !== marks.length) writeMarks(key, kept);
  }
}

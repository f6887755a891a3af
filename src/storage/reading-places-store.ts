/**
 * Where a student left off in each file they read on this device, kept apart from the spec's
 * list records under PLACE_KEYS (keys.ts): the page, the file's page count and the zoom. Read
 * defensively (a crafted or damaged value reads as no place) and capped, newest kept.
 */
import { PLACE_KEYS } from './student-keys';
import { readJson, removeKey, storedKeys, writeJson } from './local-json';
import { compareTimes } from '../shared/compare-times';

export interface ReadingPlace {
  /** 1-based page the student was on. */
  page: number;
  /** The file's page count, so a list can say "page 4 of 6" without opening it. */
  pages: number;
  /** The zoom, 1 for the fitted size. */
  zoom: number;
  /** Whether the zoom follows the reader's width or the whole page, rather than a fixed step. */
  fit?: 'width' | 'page';
  /** ISO time the place was kept: the oldest go first past PLACE_LIMIT. */
  at: string;
}

/** Files whose place is kept per student: far above a semester's reading, a few KB of JSON. */
export const PLACE_LIMIT = 500;

const MAX_PAGES = 1_000_000;

export function isReadingPlace(value: unknown): value is ReadingPlace {
  if (typeof value !== 'object' || value === null) return false;
  const { page, pages, zoom, at, fit } = value as Record<string, unknown>;
  return (
    (fit === undefined || fit === 'width' || fit === 'page') &&
    Number.isSafeInteger(pages) &&
    (pages as number) >= 1 &&
    (pages as number) <= MAX_PAGES &&
    Number.isSafeInteger(page) &&
    (page as number) >= 1 &&
    (page as number) <= (pages as number) &&
    typeof zoom === 'number' &&
    zoom > 0 &&
    zoom <= 10 &&
    typeof at === 'string'
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every well-formed place under `key`, at most PLACE_LIMIT (the newest). */
function readPlaces(key: string): Map<string, ReadingPlace> {
  const places = Object.entries(readJson(key, isRecord, {})).flatMap(([id, value]) =>
    isReadingPlace(value) ? [[id, value] as const] : [],
  );
  places.sort(([, a], [, b]) => compareTimes(b.at, a.at));
  return new Map(places.slice(0, PLACE_LIMIT));
}

function writePlaces(key: string, places: Map<string, ReadingPlace>): void {
  if (places.size === 0) removeKey(key);
  // Refused (full or blocked): a kept place is a convenience, never worth an error.
  else writeJson(key, Object.fromEntries(places));
}

/** Where `uid` left off in each file they read, by file id. */
export function readingPlaces(uid: string): ReadonlyMap<string, ReadingPlace> {
  return readPlaces(PLACE_KEYS.of(uid));
}

/** Where `uid` left off in file `fileId`, or null. */
export function readingPlace(uid: string, fileId: string): ReadingPlace | null {
  const value = readJson(PLACE_KEYS.of(uid), isRecord, {})[fileId];
  return isReadingPlace(value) ? value : null;
}

/** Keeps where `uid` is in file `fileId` now. */
export function keepReadingPlace(
  uid: string,
  fileId: string,
  place: Omit<ReadingPlace, 'at'>,
): void {
  const kept = { ...place, at: new Date().toISOString() };
  if (!isReadingPlace(kept)) return;
  const key = PLACE_KEYS.of(uid);
  const places = readPlaces(key);
  places.delete(fileId);
  const newestFirst: [string, ReadingPlace][] = [[fileId, kept], ...places];
  writePlaces(key, new Map(newestFirst.slice(0, PLACE_LIMIT)));
}

/**
 * Keeps the places of `incoming` in the files `uid` has no place in yet (a restore): where they
 * read on this device wins over an older copy.
 */
export function mergeReadingPlaces(uid: string, incoming: ReadonlyMap<string, ReadingPlace>): void {
  const key = PLACE_KEYS.of(uid);
  const places = readPlaces(key);
  let added = false;
  for (const [id, place] of incoming) {
    if (places.has(id) || !isReadingPlace(place)) continue;
    places.set(id, place);
    added = true;
  }
  if (!added) return;
  const newestFirst = [...places].sort(([, a], [, b]) => compareTimes(b.at, a.at));
  writePlaces(key, new Map(newestFirst.slice(0, PLACE_LIMIT)));
}

/** Drops every student's place in the given files (they were deleted). */
export function forgetReadingPlaces(ids: readonly string[]): void {
  if (ids.length === 0) return;
  for (const key of (storedKeys() ?? []).filter(PLACE_KEYS.owns)) {
    const places = readPlaces(key);
    const before = places.size;
    for (const id of ids) places.delete(id);
    if (places.size !== before) writePlaces(key, places);
  }
}

/**
 * A student's highlights, notes and bookmarks in the PDFs on this device, kept apart from the
 * spec's list records under ANNOTATION_KEYS (keys.ts), by file id. Read defensively: a crafted or
 * damaged entry reads as absent, and every text, area and count is bounded, so what a backup or
 * another tab wrote cannot stall a page or overflow one.
 */
import { ANNOTATION_KEYS } from './student-keys';
import { perFileStore, uniqueValid } from './per-file-store';
import { compareTimes } from '../shared/compare-times';

export const HIGHLIGHT_COLOURS = ['yellow', 'green', 'blue', 'pink'] as const;
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number];

/** A part of a page, as shares of its width and height from its top left, so any zoom draws it. */
export interface PageArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface AnnotationBase {
  /** Unique within its file; kept across a backup, so a restore adds each one once. */
  id: string;
  /** 1-based page it belongs to. */
  page: number;
  /** ISO time it was made or last edited. */
  at: string;
}

export interface Highlight extends AnnotationBase {
  kind: 'highlight';
  colour: HighlightColour;
  /** The highlighted text, as selected. */
  quote: string;
  /** Where it lies on its page: a box per line. */
  areas: PageArea[];
  /** The student's note on it; empty for none. */
  note: string;
}

export interface PageNote extends AnnotationBase {
  kind: 'note';
  note: string;
}

export interface Bookmark extends AnnotationBase {
  kind: 'bookmark';
}

export type Annotation = Highlight | PageNote | Bookmark;

/** Far above a semester of reading one file; low enough that a crafted key cannot stall a page. */
export const ANNOTATIONS_PER_FILE = 2000;
export const NOTE_LIMIT = 5000;
export const QUOTE_LIMIT = 2000;
export const AREAS_PER_HIGHLIGHT = 200;
const ID_LIMIT = 64;
const MAX_PAGE = 1_000_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isShare = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

function isArea(value: unknown): value is PageArea {
  if (!isRecord(value)) return false;
  const { x, y, width, height } = value;
  return isShare(x) && isShare(y) && isShare(width) && isShare(height);
}

const isText = (value: unknown, limit: number): value is string =>
  typeof value === 'string' && value.length <= limit;

export function isAnnotation(value: unknown): value is Annotation {
  if (!isRecord(value)) return false;
  const { id, page, at, kind } = value;
  const base =
    isText(id, ID_LIMIT) &&
    id !== '' &&
    Number.isSafeInteger(page) &&
    (page as number) >= 1 &&
    (page as number) <= MAX_PAGE &&
    isText(at, 40) &&
    !Number.isNaN(Date.parse(at));
  if (!base) return false;
  if (kind === 'bookmark') return true;
  if (kind === 'note') return isText(value.note, NOTE_LIMIT) && value.note.trim() !== '';
  return (
    kind === 'highlight' &&
    HIGHLIGHT_COLOURS.includes(value.colour as HighlightColour) &&
    isText(value.quote, QUOTE_LIMIT) &&
    isText(value.note, NOTE_LIMIT) &&
    Array.isArray(value.areas) &&
    value.areas.length >= 1 &&
    value.areas.length <= AREAS_PER_HIGHLIGHT &&
    value.areas.every(isArea)
  );
}

/** Only the fields an annotation has: nothing a crafted entry adds is kept or written back. */
function cleaned(annotation: Annotation): Annotation {
  const { id, page, at } = annotation;
  switch (annotation.kind) {
    case 'bookmark':
      return { kind: 'bookmark', id, page, at };
    case 'note':
      return { kind: 'note', id, page, at, note: annotation.note };
    case 'highlight': {
      const { colour, quote, note } = annotation;
      const areas = annotation.areas.map(({ x, y, width, height }) => ({ x, y, width, height }));
      return { kind: 'highlight', id, page, at, colour, quote, note, areas };
    }
  }
}

/** The well-formed annotations in `value`, each id once, at most ANNOTATIONS_PER_FILE. */
export function readAnnotationList(value: unknown): Annotation[] {
  return uniqueValid(value, isAnnotation, cleaned, ANNOTATIONS_PER_FILE);
}

const store = perFileStore(ANNOTATION_KEYS, readAnnotationList, ANNOTATIONS_PER_FILE);

/** `uid`'s annotations of file `fileId`, by page then in the order they were made. */
export function annotationsOf(uid: string, fileId: string): Annotation[] {
  return store.of(uid, fileId).sort((a, b) => a.page - b.page || compareTimes(a.at, b.at));
}

/** Every file `uid` annotated on this device, with its annotations. */
export function allAnnotations(uid: string): ReadonlyMap<string, Annotation[]> {
  return store.all(uid);
}

/**
 * Keeps `annotation` in `uid`'s file `fileId`, replacing the one of its id; false when it could
 * not be kept (malformed, the file's limit reached, or the device's storage full).
 */
export function keepAnnotation(uid: string, fileId: string, annotation: Annotation): boolean {
  return isAnnotation(annotation) && store.keep(uid, fileId, cleaned(annotation));
}

/** Removes annotation `id` from `uid`'s file `fileId`. */
export function removeAnnotation(uid: string, fileId: string, id: string): void {
  store.remove(uid, fileId, id);
}

/**
 * Adds to `uid`'s file `fileId` those of `incoming` it lacks (by id), as a restore does: what the
 * student has on this device wins over an older copy. The number added, or null when the device
 * refused the write.
 */
export function mergeAnnotations(
  uid: string,
  fileId: string,
  incoming: readonly Annotation[],
): number | null {
  return store.merge(uid, fileId, incoming);
}

/** Drops every student's annotations of the given files (they were deleted). */
export function forgetAnnotations(ids: readonly string[]): void {
  store.forget(ids);
}

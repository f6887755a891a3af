/**
 * What a student made of each file, carried beside it in a backup or a transfer: its star, its place in
 * the recent files, where they left off reading, their highlights, notes and bookmarks, and the
 * revision cards made of those, each with its schedule. A
 * restore brings them back for the student's own files, adding what this device lacks and never
 * overwriting what it has.
 */
import {
  allAnnotations,
  allCards,
  mergeCards,
  readCardList,
  type RevisionCard,
  isReadingPlace,
  mergeAnnotations,
  mergeMarks,
  mergeReadingPlaces,
  readAnnotationList,
  readingPlaces,
  recentFiles,
  starredFiles,
  type Annotation,
  type FileMark,
  type ReadingPlace,
} from '../../storage/marks-store';

export interface FileMarks {
  /** When it was starred (ISO); absent when it is not. */
  starredAt?: string;
  /** When it was last opened or uploaded, when it is among the recent files (ISO). */
  recentAt?: string;
  place?: ReadingPlace;
  annotations?: Annotation[];
  cards?: RevisionCard[];
}

/** One file of a backup as its marks are looked up and restored by. */
export interface MarkedFile {
  listKey: string;
  id: string;
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));

/** `uid`'s marks of each of `files`, by file id; files without any are left out. */
export function marksOf(uid: string, files: readonly MarkedFile[]): Map<string, FileMarks> {
  const key = (listKey: string, id: string) => `${listKey}\u0000${id}`;
  const times = (marks: readonly FileMark[]) =>
    new Map(marks.map((mark) => [key(mark.listKey, mark.id), mark.at]));
  const starred = times(starredFiles(uid));
  const recent = times(recentFiles(uid));
  const places = readingPlaces(uid);
  const annotations = allAnnotations(uid);
  const cards = allCards(uid);
  const found = new Map<string, FileMarks>();
  for (const { listKey, id } of files) {
    const marks: FileMarks = {
      starredAt: starred.get(key(listKey, id)),
      recentAt: recent.get(key(listKey, id)),
      place: places.get(id),
      annotations: annotations.get(id),
      cards: cards.get(id),
    };
    const kept = Object.fromEntries(
      Object.entries(marks).filter(([, value]) => value !== undefined),
    ) as FileMarks;
    if (Object.keys(kept).length > 0) found.set(id, kept);
  }
  return found;
}

/** The well-formed marks in a manifest's `value`: anything crafted or damaged is left out. */
export function readFileMarks(value: unknown): FileMarks | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { starredAt, recentAt, place, annotations, cards } = value as Record<string, unknown>;
  const list = readAnnotationList(annotations);
  const cardList = readCardList(cards);
  const marks: FileMarks = {
    ...(isTime(starredAt) && { starredAt }),
    ...(isTime(recentAt) && { recentAt }),
    ...(isReadingPlace(place) && { place }),
    ...(list.length > 0 && { annotations: list }),
    ...(cardList.length > 0 && { cards: cardList }),
  };
  return Object.keys(marks).length > 0 ? marks : undefined;
}

/** How many of each a backup carries, for the restore's question. */
export interface MarksSummary {
  stars: number;
  recent: number;
  places: number;
  annotations: number;
  cards: number;
}

export function summariseMarks(marks: readonly (FileMarks | undefined)[]): MarksSummary {
  return {
    stars: marks.filter((m) => m?.starredAt).length,
    recent: marks.filter((m) => m?.recentAt).length,
    places: marks.filter((m) => m?.place).length,
    annotations: marks.reduce((sum, m) => sum + (m?.annotations?.length ?? 0), 0),
    cards: marks.reduce((sum, m) => sum + (m?.cards?.length ?? 0), 0),
  };
}

/** Brings back `uid`'s marks of `files`, now on this device, adding only what it lacks. */
export function restoreMarks(
  uid: string,
  files: readonly (MarkedFile & { marks: FileMarks | undefined })[],
): void {
  const mark = (file: MarkedFile, at: string | undefined) =>
    at === undefined ? [] : [{ listKey: file.listKey, id: file.id, at }];
  mergeMarks(
    uid,
    'starred',
    files.flatMap((file) => mark(file, file.marks?.starredAt)),
  );
  mergeMarks(
    uid,
    'recent',
    files.flatMap((file) => mark(file, file.marks?.recentAt)),
  );
  mergeReadingPlaces(
    uid,
    new Map(files.flatMap(({ id, marks }) => (marks?.place ? [[id, marks.place]] : []))),
  );
  for (const { id, marks } of files) {
    if (marks?.annotations) mergeAnnotations(uid, id, marks.annotations);
    if (marks?.cards) mergeCards(uid, id, marks.cards);
  }
}

/**
 * The marks' part of a sync (marks-merge.ts): what this device holds of the student's marks of each
 * of their listed files, how those travel and are checked on arrival, and the writes that make a
 * file's marks here what the two devices agreed.
 */
import {
  forgetReadingPlaces,
  isReadingPlace,
  mergeAnnotations,
  mergeCards,
  mergeReadingPlaces,
  readAnnotationList,
  readCardList,
  removeAnnotation,
  removeCard,
  setStarred,
} from '../../../storage/marks-store';
import { marksOf, type MarkedFile } from '../../library/file-marks';
import { Clock, readVersionedRows } from './file-states';
import { marksText, pickMarks, type MarksEntry, type SyncedMarks } from './marks-merge';

export type MarksEntries = Map<string, MarksEntry>;

/** The student's marks of `files`, as they are synced (a star's time and recent files are not). */
export function currentMarks(uid: string, files: readonly MarkedFile[]): Map<string, SyncedMarks> {
  const found = marksOf(uid, files);
  return new Map(
    files.map(({ id }) => {
      const marks = found.get(id);
      return [
        id,
        {
          starred: marks?.starredAt !== undefined,
          ...(marks?.place && { place: marks.place }),
          annotations: marks?.annotations ?? [],
          cards: marks?.cards ?? [],
        },
      ];
    }),
  );
}

/** Kept entries brought up to date with the marks now: a file whose marks changed gets a version. */
export function observeMarks(
  kept: MarksEntries,
  current: ReadonlyMap<string, SyncedMarks>,
  clock: Clock,
): MarksEntries {
  const next: MarksEntries = new Map();
  for (const [id, marks] of current) {
    const entry = kept.get(id);
    if (entry && marksText(entry.marks) === marksText(marks)) next.set(id, entry);
    else next.set(id, { v: clock.now(), marks, agreed: entry?.agreed ?? {} });
  }
  return next;
}

/** A file's marks from outside (kept here, or from the other device), checked; or null. */
function marksFrom(value: unknown): SyncedMarks | null {
  if (typeof value !== 'object' || value === null) return null;
  const { starred, place, annotations, cards } = value as Record<string, unknown>;
  if (typeof starred !== 'boolean') return null;
  return {
    starred,
    ...(isReadingPlace(place) && { place }),
    annotations: readAnnotationList(annotations),
    cards: readCardList(cards),
  };
}

type Row = [string, string, SyncedMarks, Record<string, string>];

export function marksRows(entries: MarksEntries): Row[] {
  return [...entries].map(([id, { v, marks, agreed }]) => [id, v, marks, agreed]);
}

/** Rows read back or received, each checked; a malformed one is left out. */
export function marksEntriesFrom(value: unknown, limit: number): MarksEntries {
  return new Map(
    readVersionedRows(value, limit, marksFrom).map(({ id, v, content, agreed }) => [
      id,
      { v, marks: content, agreed },
    ]),
  );
}

/**
 * This device's marks entries after meeting the other's, for the files both hold, and the marks
 * each file here must be given.
 */
export function mergeMarks(
  mine: MarksEntries,
  theirs: MarksEntries,
  peer: { mine: string; theirs: string },
): { entries: MarksEntries; changes: { id: string; to: SyncedMarks }[] } {
  const entries: MarksEntries = new Map();
  const changes: { id: string; to: SyncedMarks }[] = [];
  for (const [id, own] of mine) {
    const other = theirs.get(id);
    const agreed = own.agreed[peer.theirs] ?? other?.agreed[peer.mine];
    const winner = pickMarks(own, other, agreed) ?? own;
    if (!other) {
      entries.set(id, own);
      continue;
    }
    entries.set(id, {
      v: winner.v,
      marks: winner.marks,
      agreed: { ...own.agreed, [peer.theirs]: winner.v },
    });
    if (marksText(winner.marks) !== marksText(own.marks)) changes.push({ id, to: winner.marks });
  }
  return { entries, changes };
}

/** Makes file `id`'s marks here `to` (from `from`), writing only what differs. */
export function applyMarks(
  uid: string,
  file: MarkedFile,
  from: SyncedMarks,
  to: SyncedMarks,
): void {
  const { id } = file;
  if (from.starred !== to.starred) setStarred(uid, file, to.starred);
  if (JSON.stringify(from.place ?? null) !== JSON.stringify(to.place ?? null)) {
    forgetReadingPlaces([id]);
    // Kept as it was made there, its time included: a place kept now would read as a new change.
    if (to.place) mergeReadingPlaces(uid, new Map([[id, to.place]]));
  }
  const wanted = new Map(to.annotations.map((item) => [item.id, JSON.stringify(item)]));
  for (const item of from.annotations)
    if (wanted.get(item.id) !== JSON.stringify(item)) removeAnnotation(uid, id, item.id);
  mergeAnnotations(uid, id, to.annotations);
  const cards = new Map(to.cards.map((card) => [card.id, JSON.stringify(card)]));
  for (const card of from.cards)
    if (cards.get(card.id) !== JSON.stringify(card)) removeCard(uid, id, card.id);
  mergeCards(uid, id, to.cards);
}

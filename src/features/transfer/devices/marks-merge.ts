/**
 * What two paired devices agree on about the student's marks of a file both hold: its star, where
 * they left off reading, its highlights, notes and bookmarks, and its revision cards. Versioned as
 * the file states are (file-states.ts): a file's marks changed on one side only since the two last
 * agreed are taken whole, so a highlight removed or a star taken off stays so; changed on both (or
 * never agreed), they are joined, and nothing is lost: every star, the later reading place, every
 * highlight and card; of two edits of one highlight or note the later wins and the other is kept
 * as a note beside it.
 */
import type { Annotation, ReadingPlace, RevisionCard } from '../../../storage/marks-store';

export interface SyncedMarks {
  starred: boolean;
  place?: ReadingPlace;
  annotations: Annotation[];
  cards: RevisionCard[];
}

export interface MarksEntry {
  v: string;
  marks: SyncedMarks;
  agreed: Record<string, string>;
}

const byId = <T extends { id: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** One text for equal marks, whatever order they were kept in. */
export function marksText(marks: SyncedMarks): string {
  return JSON.stringify({
    starred: marks.starred,
    place: marks.place ?? null,
    annotations: byId(marks.annotations),
    cards: byId(marks.cards),
  });
}

const ID_LIMIT = 64;

/** The text an annotation that lost to a later edit is kept by, as a note on its page. */
function keptBeside(lost: Annotation): Annotation {
  const said =
    lost.kind === 'highlight'
      ? [lost.quote, lost.note].filter(Boolean).join(' — ')
      : lost.kind === 'note'
        ? lost.note
        : 'A bookmark';
  return {
    kind: 'note',
    id: `${lost.id}~kept`.slice(-ID_LIMIT),
    page: lost.page,
    at: lost.at,
    note: `From your other device: ${said}`.slice(0, 5000),
  };
}

/** The later of two, by `key`; on a tie the one whose text sorts later: the same on both sides. */
function later<T>(a: T, b: T, key: (item: T) => string): T {
  const [ka, kb] = [key(a), key(b)];
  if (ka !== kb) return ka > kb ? a : b;
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b;
}

function joinAnnotations(a: readonly Annotation[], b: readonly Annotation[]): Annotation[] {
  const joined = new Map(a.map((item) => [item.id, item]));
  for (const item of b) {
    const own = joined.get(item.id);
    if (!own) joined.set(item.id, item);
    else if (JSON.stringify(own) !== JSON.stringify(item)) {
      const winner = later(own, item, (x) => x.at);
      const lost = winner === own ? item : own;
      joined.set(item.id, winner);
      joined.set(keptBeside(lost).id, keptBeside(lost));
    }
  }
  return byId([...joined.values()]);
}

function joinCards(a: readonly RevisionCard[], b: readonly RevisionCard[]): RevisionCard[] {
  const joined = new Map(a.map((card) => [card.id, card]));
  for (const card of b) {
    const own = joined.get(card.id);
    // The card reviewed more often (or more lately) holds the student's progress.
    joined.set(
      card.id,
      own
        ? later(
            own,
            card,
            (x) => `${String(x.schedule.reps).padStart(6, '0')}${x.schedule.lastReview ?? ''}`,
          )
        : card,
    );
  }
  return byId([...joined.values()]);
}

/** Both sides' marks joined: the same result whichever side computes it. */
export function joinMarks(a: SyncedMarks, b: SyncedMarks): SyncedMarks {
  const place = a.place && b.place ? later(a.place, b.place, (x) => x.at) : (a.place ?? b.place);
  return {
    starred: a.starred || b.starred,
    ...(place && { place }),
    annotations: joinAnnotations(a.annotations, b.annotations),
    cards: joinCards(a.cards, b.cards),
  };
}

/**
 * The agreed marks of one file from this side's entry and the other's; null when neither has one.
 * `agreed`: the version both held when they last met, if they have.
 */
export function pickMarks(
  own: MarksEntry | undefined,
  other: MarksEntry | undefined,
  agreed: string | undefined,
): { v: string; marks: SyncedMarks } | null {
  if (!own || !other) return own ?? other ?? null;
  if (marksText(own.marks) === marksText(other.marks)) return own.v >= other.v ? own : other;
  const v = own.v > other.v ? own.v : other.v;
  if (agreed !== undefined) {
    const ownChanged = own.v > agreed;
    const otherChanged = other.v > agreed;
    if (ownChanged && !otherChanged) return own;
    if (otherChanged && !ownChanged) return other;
  }
  return { v, marks: joinMarks(own.marks, other.marks) };
}

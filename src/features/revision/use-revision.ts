import { useCallback, useMemo } from 'react';
import type { Grade } from 'ts-fsrs';
import { useAuth } from '../../session/auth-context';
import { allCards, keepCard, removeCard, type RevisionCard } from '../../storage/marks-store';
import { CARD_KEYS } from '../../storage/student-keys';
import type { KindSettings } from '../library/kinds/kind-settings';
import type { LibraryFile } from '../library/library-files';
import { useLibrary } from '../library/use-library';
import { useStored } from '../library/use-stored';
import { answered, isDue } from '../library/cards/schedule';

/** A card with the file it opens, still listed on this device, and that file's subject. */
export interface LibraryCard {
  card: RevisionCard;
  file: LibraryFile;
  subject: string;
}

const NONE: ReadonlyMap<string, RevisionCard[]> = new Map();

/** The subject a card counts under: the file's subject, or its kind for one without subjects. */
export const subjectOf = (file: LibraryFile): string => file.names.subject ?? file.kind.label;

/**
 * The signed-in student's cards whose files are listed on this device (a file in the Trash takes
 * its cards out of revision until it is restored), soonest due first, followed as they change
 * here or in another tab; with the answer and removal of a card.
 */
export function useRevision(kinds: readonly KindSettings[]) {
  const uid = useAuth().user?.uid;
  const library = useLibrary(kinds);
  const stored = useStored(
    useCallback(() => (uid ? allCards(uid) : NONE), [uid]),
    CARD_KEYS.owns,
  );
  const cards = useMemo(() => {
    const byId = new Map(library.map((file) => [file.record.id, file]));
    return [...stored]
      .flatMap(([fileId, list]) => {
        const file = byId.get(fileId);
        return file ? list.map((card) => ({ card, file, subject: subjectOf(file) })) : [];
      })
      .sort((a, b) => Date.parse(a.card.schedule.due) - Date.parse(b.card.schedule.due));
  }, [library, stored]);

  const answer = useCallback(
    ({ card, file }: LibraryCard, grade: Grade, now = new Date()) =>
      uid !== undefined &&
      keepCard(uid, file.record.id, { ...card, schedule: answered(card.schedule, grade, now) }),
    [uid],
  );
  const remove = useCallback(
    ({ card, file }: LibraryCard) => {
      if (uid) removeCard(uid, file.record.id, card.id);
    },
    [uid],
  );
  return { cards, answer, remove };
}

/** The cards due at `now`, and how many of them each subject has, most first. */
export function dueBySubject(cards: readonly LibraryCard[], now: Date) {
  const due = cards.filter(({ card }) => isDue(card.schedule, now));
  const counts = new Map<string, number>();
  for (const { subject } of due) counts.set(subject, (counts.get(subject) ?? 0) + 1);
  const subjects = [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return { due, subjects };
}

import { useCallback } from 'react';
import { useAuth } from '../../../session/auth-context';
import { cardsOf, keepCard, removeCard, type RevisionCard } from '../../../storage/marks-store';
import type { Annotation } from '../../../storage/marks-store';
import { CARD_KEYS } from '../../../storage/student-keys';
import { useStored } from '../use-stored';
import { cardText } from './card-text';
import { newSchedule } from './schedule';

const NONE: RevisionCard[] = [];

/**
 * Cards of file `fileId` made from its highlights and notes: which annotations have one, and the
 * one action that makes (or removes) the card of an annotation. Without a student or a file
 * there are none.
 */
export function useCardMaker(fileId: string | undefined) {
  const uid = useAuth().user?.uid;
  const cards = useStored(
    useCallback(() => (uid && fileId ? cardsOf(uid, fileId) : NONE), [uid, fileId]),
    CARD_KEYS.owns,
  );
  const made = new Set(cards.map(({ id }) => id));
  const make = useCallback(
    (annotation: Annotation): boolean => {
      const text = cardText(annotation);
      if (!uid || !fileId || !text) return false;
      const now = new Date();
      return keepCard(uid, fileId, {
        id: annotation.id,
        page: annotation.page,
        ...text,
        made: now.toISOString(),
        schedule: newSchedule(now),
      });
    },
    [uid, fileId],
  );
  const unmake = useCallback(
    (id: string) => {
      if (uid && fileId) removeCard(uid, fileId, id);
    },
    [uid, fileId],
  );
  return { has: (id: string) => made.has(id), make, unmake };
}

export type CardMaker = ReturnType<typeof useCardMaker>;

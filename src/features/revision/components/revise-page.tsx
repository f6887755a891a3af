import { FileDown, Layers, Trash2 } from 'lucide-react';
import type { Grade } from 'ts-fsrs';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { EmptyState } from '../../../ui/empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { downloadBlob } from '../../library/open-blob';
import { ankiCsv, ankiFileName } from '../anki-csv';
import { intervalText, isDue } from '../../library/cards/schedule';
import { useNow } from '../use-now';
import { dueBySubject, useRevision, type LibraryCard } from '../use-revision';
import { CardReview, sourceText } from './card-review';

const cardsText = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

/** "Due now", "Due in 4 days". */
function dueText(item: LibraryCard, now: Date): string {
  const wait = Date.parse(item.card.schedule.due) - now.getTime();
  return wait <= 0 ? 'Due now' : `Due in ${intervalText(wait)}`;
}

function exportCards(cards: readonly LibraryCard[], now: Date) {
  const csv = ankiCsv(
    cards.map((item) => ({
      front: item.card.front,
      back: item.card.back,
      source: sourceText(item),
      subject: item.subject,
    })),
  );
  downloadBlob(new Blob([csv], { type: 'text/csv' }), ankiFileName(now));
}

function AllCards({
  cards,
  now,
  onRemove,
}: {
  cards: readonly LibraryCard[];
  now: Date;
  onRemove: (item: LibraryCard) => void;
}) {
  return (
    <section aria-labelledby="all-cards" className="mt-10">
      <h2 id="all-cards" className="text-xl font-semibold text-ink">
        All cards ({cards.length})
      </h2>
      <ul className="mt-3 space-y-2">
        {cards.map((item) => (
          <li
            key={`${item.file.record.id}/${item.card.id}`}
            className={`${cardClass} flex flex-wrap items-center justify-between gap-3 p-3`}
          >
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 break-words text-ink">{item.card.front}</p>
              <p className="text-sm text-ink-soft">
                {sourceText(item)} · {dueText(item, now)}
              </p>
            </div>
            <button
              type="button"
              className={buttonClass('ghost-danger', 'sm')}
              aria-label={`Remove card: ${item.card.front.slice(0, 60)}`}
              onClick={() => onRemove(item)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /revise: the cards made from the student's highlights and notes, the due ones one at a time,
 * scheduled by FSRS; every card listed with when it is due, and all of them exported for Anki.
 */
export function RevisePage({ kinds }: { kinds: readonly KindSettings[] }) {
  useDocumentTitle('Revise');
  const { cards, answer, remove } = useRevision(kinds);
  const first = cards[0];
  const { now, refresh } = useNow(first ? Date.parse(first.card.schedule.due) : null);
  const { due, subjects } = dueBySubject(cards, now);
  const current = due[0];
  const onAnswer = (grade: Grade) => {
    if (current) answer(current, grade);
    refresh();
  };
  const next = cards.find(({ card }) => !isDue(card.schedule, now));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">Revise</h1>
          <p className="mt-1 text-ink-soft">
            Cards made from your highlights and notes come back just before you would forget them.
          </p>
        </div>
        {cards.length > 0 && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => exportCards(cards, now)}
          >
            <FileDown aria-hidden="true" className="h-4 w-4" />
            Export for Anki (CSV)
          </button>
        )}
      </div>
      {cards.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={Layers} title="No cards yet">
            Open a PDF, choose Highlights and notes, and choose Make a card on a highlight or a
            note.
          </EmptyState>
        </div>
      ) : current ? (
        <>
          <p className="mt-6 text-ink-soft" role="status">
            {cardsText(due.length)} due:{' '}
            {subjects.map(([subject, n]) => `${subject} ${n}`).join(' · ')}
          </p>
          <CardReview
            // A new card starts with its answer hidden.
            key={`${current.file.record.id}/${current.card.id}/${current.card.schedule.reps}`}
            item={current}
            position={`${due.length} left`}
            now={now}
            onAnswer={onAnswer}
          />
        </>
      ) : (
        <p role="status" className={`${cardClass} mt-6 p-5 text-ink`}>
          Nothing to revise now.{' '}
          {next &&
            `The next card is due in ${intervalText(Date.parse(next.card.schedule.due) - now.getTime())}.`}
        </p>
      )}
      {cards.length > 0 && <AllCards cards={cards} now={now} onRemove={remove} />}
    </div>
  );
}

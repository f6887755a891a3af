import { useEffect, useRef, useState } from 'react';
import type { Grade } from 'ts-fsrs';
import { Link } from 'wouter';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { foundHref } from '../../library/library-files';
import { ANSWERS, nextIntervals } from '../../library/cards/schedule';
import type { LibraryCard } from '../use-revision';

/** Where the card's answer is: "DSA · graphs-week5.pdf, page 4". */
export const sourceText = ({ card, file, subject }: LibraryCard): string =>
  `${subject} · ${file.record.fileName}, page ${card.page}`;

/** Keys 1 to 4 answer a shown card, as in Anki; not while typing in a field. */
function useAnswerKeys(shown: boolean, onAnswer: (grade: Grade) => void) {
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const answer = ANSWERS.find(({ key }) => key === event.key);
      if (!answer) return;
      event.preventDefault();
      onAnswer(answer.grade);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, onAnswer]);
}

/**
 * One due card: its question, then on request its answer with the page it came from, and the
 * four answers, each saying when the card would come back.
 */
export function CardReview({
  item,
  position,
  now,
  onAnswer,
}: {
  item: LibraryCard;
  /** "5 left". */
  position: string;
  now: Date;
  onAnswer: (grade: Grade) => void;
}) {
  const [shown, setShown] = useState(false);
  useAnswerKeys(shown, onAnswer);
  // Focus follows the card: on Show answer as it comes, then on Good once the answer is shown,
  // so Space or Enter goes on from either without a pointer.
  const showButton = useRef<HTMLButtonElement>(null);
  const goodButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (shown ? goodButton : showButton).current?.focus();
  }, [shown]);
  const { card, file } = item;
  const intervals = nextIntervals(card.schedule, now);
  return (
    <section aria-label="Card to revise" className={`${cardClass} mt-6 flex flex-col gap-4 p-5`}>
      <p className="text-sm text-ink-muted">
        {position} · {item.subject}
      </p>
      <div>
        <h2 className="text-sm font-semibold text-ink-muted">Question</h2>
        <p className="mt-1 text-lg whitespace-pre-wrap text-ink">{card.front}</p>
      </div>
      {shown ? (
        <>
          <div className="border-t border-line pt-4">
            <h2 className="text-sm font-semibold text-ink-muted">Answer</h2>
            {card.back && (
              <blockquote className="mt-1 border-l-4 border-primary-line pl-3 whitespace-pre-wrap text-ink">
                {card.back}
              </blockquote>
            )}
            <p className="mt-2 text-sm text-ink-soft">
              {sourceText(item)} ·{' '}
              <Link
                to={foundHref(file, { page: card.page, words: [] })}
                className="font-medium text-primary-ink underline underline-offset-2"
              >
                Open at page {card.page}
              </Link>
            </p>
          </div>
          <div
            role="group"
            aria-label="How well did you remember it?"
            className="flex flex-wrap gap-2"
          >
            {ANSWERS.map(({ grade, label, key }) => (
              <button
                key={grade}
                type="button"
                className={buttonClass(label === 'Again' ? 'danger-outline' : 'outline')}
                aria-keyshortcuts={key}
                ref={label === 'Good' ? goodButton : undefined}
                onClick={() => onAnswer(grade)}
              >
                {label}
                <span className="text-xs font-normal text-ink-muted">{intervals[grade]}</span>
              </button>
            ))}
          </div>
        </>
      ) : (
        <button
          type="button"
          className={`${buttonClass('primary')} self-start`}
          ref={showButton}
          onClick={() => setShown(true)}
        >
          Show answer
        </button>
      )}
    </section>
  );
}

import { Layers } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { intervalText } from '../../library/cards/schedule';
import { useNow } from '../use-now';
import { dueBySubject, useRevision } from '../use-revision';

/**
 * The dashboard's line on revision: how many cards are due, per subject, and the way to them.
 * Nothing for a student who has made no cards.
 */
export function RevisionDue({ kinds }: { kinds: readonly KindSettings[] }) {
  const { cards } = useRevision(kinds);
  const first = cards[0];
  const { now } = useNow(first ? Date.parse(first.card.schedule.due) : null);
  if (!first) return null;
  const { due, subjects } = dueBySubject(cards, now);
  const wait = Date.parse(first.card.schedule.due) - now.getTime();
  return (
    <section
      aria-labelledby="revision-due"
      className={`${cardClass} mt-6 flex flex-wrap items-center gap-3 p-4`}
    >
      <Layers aria-hidden="true" className="h-6 w-6 shrink-0 text-primary-ink" />
      <div className="min-w-0 flex-1">
        <h2 id="revision-due" className="font-semibold text-ink">
          Revision
        </h2>
        {due.length > 0 ? (
          <>
            <p className="text-ink">
              {due.length === 1 ? '1 card due' : `${due.length} cards due`}
            </p>
            <ul aria-label="Cards due by subject" className="flex flex-wrap gap-x-3 text-sm">
              {subjects.map(([subject, n]) => (
                <li key={subject} className="text-ink-soft">
                  {subject}: {n}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-ink-soft">No cards due. The next is due in {intervalText(wait)}.</p>
        )}
      </div>
      <Link
        to={paths.revise.href()}
        className={buttonClass(due.length > 0 ? 'primary' : 'outline', 'sm')}
      >
        {due.length > 0 ? 'Revise now' : 'See your cards'}
      </Link>
    </section>
  );
}

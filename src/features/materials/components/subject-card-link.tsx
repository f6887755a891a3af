import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SubjectEntry } from '../subjects/subject-entry';
import { clickableCardClass } from '../../../ui/card-styles';
import { SubjectFileCount } from './subject-file-count';

/**
 * A subject card whose link is the subject's name alone (so its accessible name is its visible
 * text); the link's ::after covers the card so the whole card is one click target. The full
 * name, description and file count describe the link.
 */
export function SubjectCardLink({ subject, count }: { subject: SubjectEntry; count?: number }) {
  const detailsId = useId();
  return (
    <article className={`${clickableCardClass} group flex h-full overflow-hidden`}>
      <span aria-hidden="true" className={`w-2 shrink-0 ${subject.colour}`} />
      <div className="flex flex-col gap-1 p-5">
        <h2 className="text-lg font-semibold text-ink group-hover:text-primary-ink">
          <Link
            to={subject.path}
            aria-describedby={detailsId}
            className="outline-none after:absolute after:inset-0"
          >
            {subject.name}
          </Link>
        </h2>
        <p id={detailsId} className="text-sm text-ink-muted">
          <span className="mb-1 block font-medium text-ink-soft">{subject.fullName}</span>
          {subject.description}
          <SubjectFileCount count={count} />
        </p>
      </div>
    </article>
  );
}

import { Link } from 'react-router-dom';
import type { SubjectEntry } from '../subjects/subject-entry';
import { clickableCardClass } from '../../../ui/card-styles';

/**
 * A subject card whose link is the subject's name alone (so its accessible name is its visible
 * text); the link's ::after covers the card so the whole card is one click target.
 */
export function SubjectCardLink({ subject }: { subject: SubjectEntry }) {
  return (
    <article className={`${clickableCardClass} group flex h-full overflow-hidden`}>
      <span aria-hidden="true" className={`w-2 shrink-0 ${subject.colour}`} />
      <div className="flex flex-col gap-1 p-5">
        <h2 className="text-lg font-semibold text-ink group-hover:text-primary-ink">
          <Link to={subject.path} className="outline-none after:absolute after:inset-0">
            {subject.name}
          </Link>
        </h2>
        <p className="text-sm font-medium text-ink-soft">{subject.fullName}</p>
        <p className="text-sm text-ink-muted">{subject.description}</p>
      </div>
    </article>
  );
}

import { useId } from 'react';
import type { SubjectEntry } from '../../materials/subjects/subject-entry';
import { clickableCardClass } from '../../../ui/card-styles';
import { SubjectFileCount } from '../../materials/components/subject-file-count';

/**
 * A notes subject card. The button holds the subject's name alone (its accessible name is exactly
 * its visible text) and covers the whole card, so a click anywhere opens the choice; the full name
 * and description sit beside it as its description.
 */
export function SubjectCardButton({
  subject,
  count,
  onChoose,
}: {
  subject: SubjectEntry;
  /** The subject's stored notes. */
  count?: number;
  onChoose: (subject: SubjectEntry) => void;
}) {
  const detailsId = useId();
  return (
    <div className={`${clickableCardClass} group flex h-full overflow-hidden`}>
      <span aria-hidden="true" className={`w-2 shrink-0 ${subject.colour}`} />
      <div className="flex flex-col gap-1 p-5">
        <button
          type="button"
          onClick={() => onChoose(subject)}
          aria-describedby={detailsId}
          className="text-left text-lg font-semibold text-ink outline-none group-hover:text-primary-ink after:absolute after:inset-0"
        >
          {subject.name}
        </button>
        <p id={detailsId} className="text-sm text-ink-muted">
          <span className="mb-1 block font-medium text-ink-soft">{subject.fullName}</span>
          {subject.description}
          <SubjectFileCount count={count} />
        </p>
      </div>
    </div>
  );
}

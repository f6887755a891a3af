import { useId, type ReactNode } from 'react';
import { clickableCardClass } from '../../../ui/card-styles';
import { fileCountText } from '../../../shared/file-count';
import type { SubjectEntry } from '../subjects/subject-entry';

/**
 * The card of a subject, for every section: its accent, its one control (a link or a button made
 * by `control`, holding the subject's name alone so its accessible name is its visible text, and
 * covering the card so a click anywhere is a click on it), and the full name, description and
 * stored files' count that describe that control.
 */
export function SubjectCard({
  subject,
  count,
  control,
}: {
  subject: SubjectEntry;
  /** The files stored for the subject; none shows nothing. */
  count: number | undefined;
  /** The control, given the id of the details that describe it. */
  control: (detailsId: string) => ReactNode;
}) {
  const detailsId = useId();
  return (
    <div className={`${clickableCardClass} group flex h-full overflow-hidden`}>
      <span aria-hidden="true" className={`w-2 shrink-0 ${subject.colour}`} />
      <div className="flex flex-col gap-1 p-5">
        {control(detailsId)}
        <p id={detailsId} className="text-sm text-ink-muted">
          <span className="mb-1 block font-medium text-ink-soft">{subject.fullName}</span>
          {subject.description}
          {count ? (
            <span className="mt-1 block font-semibold text-primary-ink">
              {fileCountText(count)}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** The class of a card's control: the subject's name, stretched over the whole card. */
export const SUBJECT_CONTROL_CLASS =
  'text-left text-lg font-semibold text-ink outline-none group-hover:text-primary-ink after:absolute after:inset-0';

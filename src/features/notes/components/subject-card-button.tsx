import { useId } from 'react';
import type { SubjectEntry } from '../../materials/subjects/subject-entry';

/**
 * A notes subject card. The button holds the subject's name alone (its accessible name is exactly
 * its visible text) and covers the whole card, so a click anywhere opens the choice; the full name
 * and description sit beside it as its description.
 */
export function SubjectCardButton({
  subject,
  onChoose,
}: {
  subject: SubjectEntry;
  onChoose: (subject: SubjectEntry) => void;
}) {
  const detailsId = useId();
  return (
    <div className="group relative flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600">
      <span aria-hidden="true" className={`w-2 shrink-0 ${subject.colour}`} />
      <div className="flex flex-col gap-1 p-5">
        <button
          type="button"
          onClick={() => onChoose(subject)}
          aria-describedby={detailsId}
          className="text-left text-lg font-semibold text-slate-900 outline-none group-hover:text-indigo-700 after:absolute after:inset-0 after:content-['']"
        >
          {subject.name}
        </button>
        <p id={detailsId} className="text-sm text-slate-600">
          <span className="block font-medium text-slate-700">{subject.fullName}</span>
          {subject.description}
        </p>
      </div>
    </div>
  );
}

import { useId } from 'react';
import type { SubjectEntry } from '../../materials/subjects/subject-entry';

/** A notes subject card: one button named by the subject, described by its full name and text (as the other kinds' cards). */
export function SubjectCardButton({
  subject,
  onChoose,
}: {
  subject: SubjectEntry;
  onChoose: (subject: SubjectEntry) => void;
}) {
  const nameId = useId();
  const detailsId = useId();
  return (
    <button
      type="button"
      onClick={() => onChoose(subject)}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      className="group flex h-full w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span aria-hidden="true" className={`w-2 shrink-0 ${subject.colour}`} />
      <span className="flex flex-col gap-1 p-5">
        <span id={nameId} className="text-lg font-semibold text-slate-900 group-hover:text-indigo-700">
          {subject.name}
        </span>
        <span id={detailsId} className="text-sm text-slate-600">
          <span className="block font-medium text-slate-700">{subject.fullName}</span>
          {subject.description}
        </span>
      </span>
    </button>
  );
}

import { Link } from 'react-router-dom';
import type { SubjectEntry } from '../subjects/subject-entry';

/**
 * A subject card whose link is the subject's name alone (so its accessible name is its visible
 * text); the link's ::after covers the card so the whole card is one click target.
 */
export function SubjectCardLink({ subject }: { subject: SubjectEntry }) {
  return (
    <article className="group relative flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600 hover:-translate-y-0.5 hover:shadow-md">
      <span aria-hidden="true" className={`w-2 shrink-0 ${subject.colour}`} />
      <div className="flex flex-col gap-1 p-5">
        <h2 className="text-lg font-semibold text-slate-900 group-hover:text-indigo-700">
          <Link to={subject.path} className="outline-none after:absolute after:inset-0">
            {subject.name}
          </Link>
        </h2>
        <p className="text-sm font-medium text-slate-700">{subject.fullName}</p>
        <p className="text-sm text-slate-600">{subject.description}</p>
      </div>
    </article>
  );
}

import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { addOwnSubject, type OwnSemester } from '../subjects/manage-own-subjects';
import { SubjectNameDialog } from './subject-name-dialog';

/**
 * Under a semester's subject cards: adds a subject of the student's own to the semester, for
 * notes, papers and books alike, and says so once its card is there. Outside the list, which
 * holds subjects only.
 */
export function AddSubject({ semester, kind }: { semester: OwnSemester; kind: KindSettings }) {
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  return (
    <div className="mt-4 flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={() => {
          setSaid(null);
          setAsking(true);
        }}
        className="flex min-h-11 items-center justify-center gap-2 rounded-card border-2 border-dashed border-line px-5 py-3 font-semibold text-ink-soft transition hover:border-primary-line hover:text-primary-ink focus-visible:focus-ring"
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
        Add a subject
      </button>
      <p role="status" className="text-sm text-ink-soft">
        {said}
      </p>
      {asking && (
        <SubjectNameDialog
          title={`Add a subject to Semester ${semester}`}
          submitLabel="Add subject"
          busyLabel="Adding…"
          hint="It joins this semester's notes, question papers and reference books, with its own page."
          act={(typed) => {
            const outcome = addOwnSubject(typed, semester, kind);
            if (outcome.ok) setSaid(outcome.text);
            return Promise.resolve(outcome.ok ? null : outcome.text);
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}

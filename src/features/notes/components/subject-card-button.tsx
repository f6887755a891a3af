import type { SubjectEntry } from '../../materials/subjects/subject-entry';
import { SUBJECT_CONTROL_CLASS, SubjectCard } from '../../materials/components/subject-card';

/** A notes subject card: its name is a button that opens the choice to view or upload. */
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
  return (
    <SubjectCard
      subject={subject}
      count={count}
      control={(detailsId) => (
        <button
          type="button"
          onClick={() => onChoose(subject)}
          aria-describedby={detailsId}
          className={SUBJECT_CONTROL_CLASS}
        >
          {subject.name}
        </button>
      )}
    />
  );
}

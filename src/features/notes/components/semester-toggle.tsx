import { segmentedOption, segmentedTrack } from '../../../ui/segmented';
import type { Semester, SemesterId } from '../../materials/subjects/subject-entry';

/** The notes' semester switch: two toggle buttons, the chosen one pressed (SEMESTER 1 first). */
export function SemesterToggle({
  semesters,
  selected,
  onSelect,
}: {
  semesters: readonly Semester[];
  selected: SemesterId;
  onSelect: (id: SemesterId) => void;
}) {
  return (
    <div role="group" aria-label="Semester" className={segmentedTrack}>
      {semesters.map((semester) => {
        const pressed = semester.id === selected;
        return (
          <button
            key={semester.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(semester.id)}
            className={segmentedOption(pressed)}
          >
            {semester.name.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}

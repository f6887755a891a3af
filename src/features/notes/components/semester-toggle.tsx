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
    <div
      role="group"
      aria-label="Semester"
      className="inline-flex rounded-lg border border-indigo-600 p-1"
    >
      {semesters.map((semester) => {
        const pressed = semester.id === selected;
        return (
          <button
            key={semester.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(semester.id)}
            className={`rounded-md px-4 py-2 text-sm font-bold tracking-wide focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
              pressed ? 'bg-indigo-600 text-white' : 'text-indigo-700 hover:bg-indigo-50'
            }`}
          >
            {semester.name.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}

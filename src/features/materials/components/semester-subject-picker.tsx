import { Tabs } from '../../../ui/tabs';
import type { Semester } from '../subjects/subject-entry';
import { SubjectCardLink } from './subject-card-link';

/**
 * A subject list screen's body: one tab per semester (the first selected, spec section 4)
 * holding a card link per subject.
 */
export function SemesterSubjectPicker({ semesters }: { semesters: readonly Semester[] }) {
  return (
    <Tabs
      label="Semesters"
      items={semesters.map((semester) => ({
        key: String(semester.id),
        label: semester.name,
        content: (
          <ul
            aria-label={`${semester.name} subjects`}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {semester.subjects.map((subject) => (
              <li key={subject.id}>
                <SubjectCardLink subject={subject} />
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}

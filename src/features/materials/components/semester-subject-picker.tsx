import { Tabs } from '../../../ui/tabs';
import type { Semester } from '../subjects/subject-entry';
import { useRememberedSemester } from '../subjects/use-remembered-semester';
import { AddSubject } from './add-subject';
import { SubjectCardLink } from './subject-card-link';
import type { FileCounts } from '../../library/use-file-counts';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { DropOnSubject } from '../../library/components/drop-on-subject';

/**
 * A subject list screen's body: one tab per semester (the first selected, spec section 4)
 * holding a card link per subject, which takes files dropped on it for that subject.
 */
export function SemesterSubjectPicker({
  section,
  semesters,
  counts,
  kind,
}: {
  /** Whose semester choice is kept for the visit. */
  section: string;
  semesters: readonly Semester[];
  /** The files stored per subject slug. */
  counts: FileCounts<string>;
  kind: KindSettings;
}) {
  const [selected, select] = useRememberedSemester(section, semesters);
  return (
    <Tabs
      label="Semesters"
      initialKey={String(selected)}
      onSelect={(key) => {
        const semester = semesters.find((entry) => String(entry.id) === key);
        if (semester) select(semester.id);
      }}
      items={semesters.map((semester) => ({
        key: String(semester.id),
        label: semester.name,
        content: (
          <>
            <ul
              aria-label={`${semester.name} subjects`}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {semester.subjects.map((subject) => (
                <li key={subject.id}>
                  <DropOnSubject kind={kind} subject={subject.id}>
                    <SubjectCardLink subject={subject} count={counts[subject.id]} />
                  </DropOnSubject>
                </li>
              ))}
            </ul>
            <AddSubject semester={semester.id} kind={kind} />
          </>
        ),
      }))}
    />
  );
}

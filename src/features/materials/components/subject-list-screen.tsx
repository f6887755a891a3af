import type { KindSettings } from '../../library/kinds/kind-settings';
import { bySubject, useKindFileCounts } from '../../library/use-file-counts';
import type { Semester } from '../subjects/subject-entry';
import { MaterialPageShell } from './material-page-shell';
import { SemesterSubjectPicker } from './semester-subject-picker';
import { useSemesters } from '../subjects/use-own-subjects';

/** What a kind's subject list screen shows. */
export interface SubjectListDefinition {
  /** The section's name in the breadcrumb trail and the navigation bar. */
  section: string;
  title: string;
  intro: string;
  /** Read when drawn: the student's own subjects come and go. */
  semesters: () => readonly Semester[];
}

function SubjectList({
  section,
  title,
  intro,
  semesters,
  kind,
}: SubjectListDefinition & { kind: KindSettings }) {
  const counts = useKindFileCounts(kind, bySubject);
  const shown = useSemesters(semesters);
  return (
    <MaterialPageShell title={title} intro={intro} trail={[{ label: section }]}>
      <SemesterSubjectPicker section={section} semesters={shown} counts={counts} kind={kind} />
    </MaterialPageShell>
  );
}

/**
 * A subject list (question papers, reference books): semester tabs of subject cards,
 * each counting the files of `kind` stored for its subject.
 */
export function SubjectListScreen(props: SubjectListDefinition & { kind: KindSettings }) {
  return <SubjectList {...props} />;
}

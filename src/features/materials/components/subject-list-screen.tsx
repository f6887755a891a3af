import { RequireAuth } from '../../../session/require-auth';
import type { Semester } from '../subjects/subject-entry';
import { MaterialPageShell } from './material-page-shell';
import { SemesterSubjectPicker } from './semester-subject-picker';

/** What a kind's subject list screen shows. */
export interface SubjectListDefinition {
  /** The section's name in the breadcrumb trail and the navigation bar. */
  section: string;
  title: string;
  intro: string;
  semesters: readonly Semester[];
}

/** A signed-in subject list (question papers, reference books): semester tabs of subject cards. */
export function SubjectListScreen({ section, title, intro, semesters }: SubjectListDefinition) {
  return (
    <RequireAuth>
      <MaterialPageShell title={title} intro={intro} trail={[{ label: section }]}>
        <SemesterSubjectPicker section={section} semesters={semesters} />
      </MaterialPageShell>
    </RequireAuth>
  );
}

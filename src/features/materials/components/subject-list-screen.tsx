import { RequireAuth } from '../../../session/require-auth';
import type { Semester } from '../subjects/subject-entry';
import { MaterialPageShell } from './material-page-shell';
import { SemesterSubjectPicker } from './semester-subject-picker';

/** What a kind's subject list screen shows. */
export interface SubjectListDefinition {
  title: string;
  intro: string;
  semesters: readonly Semester[];
}

/** A signed-in subject list (question papers, reference books): semester tabs of subject cards. */
export function SubjectListScreen({ title, intro, semesters }: SubjectListDefinition) {
  return (
    <RequireAuth>
      <MaterialPageShell title={title} intro={intro}>
        <SemesterSubjectPicker semesters={semesters} />
      </MaterialPageShell>
    </RequireAuth>
  );
}

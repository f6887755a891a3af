import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AddSubject } from '../../materials/components/add-subject';
import { MaterialPageShell } from '../../materials/components/material-page-shell';
import type { SubjectEntry } from '../../materials/subjects/subject-entry';
import { useRememberedSemester } from '../../materials/subjects/use-remembered-semester';
import { useSemesters } from '../../materials/subjects/use-own-subjects';
import { bySubject, useKindFileCounts } from '../../library/use-file-counts';
import { DropOnSubject } from '../../library/components/drop-on-subject';
import { notesSettings } from '../notes-settings';
import { notesSemesters } from '../notes-subjects';
import { SemesterToggle } from './semester-toggle';
import { SubjectCardButton } from './subject-card-button';

export const CHOOSE_ACTION_MESSAGE = 'View the notes of this subject, or upload new files?';

/** /subject-notes: a semester toggle and a card per subject; a card asks whether to view or upload. */
export function SubjectNotesPage() {
  const [, navigate] = useLocation();
  const semesters = useSemesters(notesSemesters);
  const [semesterId, setSemesterId] = useRememberedSemester('Notes', semesters);
  const [chosen, setChosen] = useState<SubjectEntry | null>(null);
  const counts = useKindFileCounts(notesSettings, bySubject);
  const semester = semesters.find((entry) => entry.id === semesterId) ?? semesters[0];

  return (
    <MaterialPageShell
      title="Subject Notes"
      trail={[{ label: 'Notes' }]}
      intro="Choose a subject to view its notes or upload new ones."
    >
      <SemesterToggle semesters={semesters} selected={semesterId} onSelect={setSemesterId} />
      {semester && (
        <ul
          aria-label={`${semester.name} subjects`}
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {semester.subjects.map((subject) => (
            <li key={subject.id}>
              <DropOnSubject kind={notesSettings} subject={subject.id}>
                <SubjectCardButton
                  subject={subject}
                  count={counts[subject.id]}
                  onChoose={setChosen}
                />
              </DropOnSubject>
            </li>
          ))}
        </ul>
      )}
      {semester && <AddSubject semester={semester.id} kind={notesSettings} />}
      <ConfirmDialog
        open={chosen !== null}
        title={chosen?.fullName}
        message={CHOOSE_ACTION_MESSAGE}
        confirmLabel="View notes"
        cancelLabel="Upload files"
        onConfirm={() => chosen && navigate(paths.viewNotes.href(chosen.id))}
        onCancel={() => chosen && navigate(paths.uploadNotes.href(chosen.id))}
        onDismiss={() => setChosen(null)}
      />
    </MaterialPageShell>
  );
}

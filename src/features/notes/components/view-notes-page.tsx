import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RequireAuth } from '../../auth/require-auth';
import { FileList } from '../../materials/components/file-list';
import { MaterialPageShell } from '../../materials/components/material-page-shell';
import { notesSettings } from '../../materials/kinds/notes';
import { findNotesSubject } from '../notes-subjects';

/** /view-notes/{subject}: the shared file list with the notes settings. */
export function ViewNotesPage({ unknownSubject }: { unknownSubject: ReactNode }) {
  const subject = findNotesSubject(useParams().subject);
  if (!subject) return unknownSubject;
  return (
    <RequireAuth>
      <MaterialPageShell
        title={`${subject.fullName} Notes`}
        intro="The notes stored on this device for this subject, newest first."
        back={{ to: paths.subjectNotes.href(), label: 'All subjects' }}
      >
        <FileList settings={notesSettings} scope={{ subject: subject.id }} />
      </MaterialPageShell>
    </RequireAuth>
  );
}

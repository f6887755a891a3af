import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RequireAuth } from '../../auth/require-auth';
import { MaterialPageShell } from '../../materials/components/material-page-shell';
import { UploadPanel } from '../../materials/components/upload-panel';
import { notesSettings } from '../../materials/kinds/notes';
import { findNotesSubject } from '../notes-subjects';

/** /upload-notes/{subject}: the shared upload panel with the notes settings. */
export function UploadNotesPage({ unknownSubject }: { unknownSubject: ReactNode }) {
  const subject = findNotesSubject(useParams().subject);
  if (!subject) return unknownSubject;
  return (
    <RequireAuth>
      <MaterialPageShell
        title={`Upload Notes: ${subject.fullName}`}
        intro="Add lecture notes for this subject. They stay on this device."
        back={{ to: paths.subjectNotes.href(), label: 'All subjects' }}
      >
        <UploadPanel settings={notesSettings} scope={{ subject: subject.id }} />
      </MaterialPageShell>
    </RequireAuth>
  );
}

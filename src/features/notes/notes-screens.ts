/** The notes' upload and list screens, described for the shared MaterialScreen. */
import type { Params } from 'wouter';
import { paths } from '../../config/paths';
import type { MaterialScreenDefinition } from '../materials/components/material-screen';
import { notesSettings } from './notes-settings';
import { subjectTrail, UPLOAD_CRUMB } from '../materials/subjects/subject-trail';
import { findNotesSubject, notesSemesters } from './notes-subjects';

const fullName = (slug: string | undefined) => findNotesSubject(slug)?.fullName ?? '';

const bothScreens = {
  settings: notesSettings,
  scopeFrom: (params: Readonly<Params>) => {
    const subject = findNotesSubject(params.subject);
    return subject ? { subject: subject.id } : null;
  },
};

const NOTES_SECTION = { label: 'Notes', to: paths.subjectNotes.href() };

/** /upload-notes/{subject} */
export const uploadNotesScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'upload',
  title: (scope) => `Upload Notes: ${fullName(scope.subject)}`,
  trail: (scope) => [
    ...subjectTrail(
      NOTES_SECTION,
      notesSemesters(),
      scope.subject,
      paths.viewNotes.href(scope.subject ?? ''),
    ),
    UPLOAD_CRUMB,
  ],
  intro: () => 'Add lecture notes for this subject. They stay on this device.',
};

/** /view-notes/{subject} */
export const viewNotesScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'list',
  title: (scope) => `${fullName(scope.subject)} Notes`,
  trail: (scope) => subjectTrail(NOTES_SECTION, notesSemesters(), scope.subject),
  intro: () => 'The notes stored on this device for this subject.',
};

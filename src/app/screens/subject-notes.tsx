export { SubjectNotesPage as default } from '../../features/notes/components/subject-notes-page';

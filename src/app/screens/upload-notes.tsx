import { lazy } from 'react';
import { UploadNotesPage } from '../../features/notes/components/upload-notes-page';

// An unknown subject shows the landing screen, as any unknown path does.
const Landing = lazy(() => import('./landing'));

export default function UploadNotesScreen() {
  return <UploadNotesPage unknownSubject={<Landing />} />;
}

import { lazy } from 'react';
import { ViewNotesPage } from '../../features/notes/components/view-notes-page';

// An unknown subject shows the landing screen, as any unknown path does.
const Landing = lazy(() => import('./landing'));

export default function ViewNotesScreen() {
  return <ViewNotesPage unknownSubject={<Landing />} />;
}

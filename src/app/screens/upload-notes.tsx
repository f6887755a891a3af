import { MaterialScreen } from '../../features/materials/components/material-screen';
import { uploadNotesScreen } from '../../features/notes/notes-screens';
import Landing from './landing';

/** A route naming no known subject is an unknown path: it shows the landing screen. */
export default function UploadNotesScreen() {
  return <MaterialScreen definition={uploadNotesScreen} notFound={<Landing />} />;
}

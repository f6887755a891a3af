import { PaperTypesPage } from '../../features/papers/paper-types-page';
import Landing from './landing';

/** An unknown subject is an unknown path: it shows the landing screen. */
export default function PaperTypesScreen() {
  return <PaperTypesPage notFound={<Landing />} />;
}

import { MaterialScreen } from '../../features/materials/components/material-screen';
import { viewPapersScreen } from '../../features/papers/paper-screens';
import Landing from './landing';

/** A route naming no known list is an unknown path: it shows the landing screen. */
export default function ViewPapersScreen() {
  return <MaterialScreen definition={viewPapersScreen} notFound={<Landing />} />;
}

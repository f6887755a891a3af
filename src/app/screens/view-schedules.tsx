import { MaterialScreen } from '../../features/materials/components/material-screen';
import { viewSchedulesScreen } from '../../features/schedules/schedule-screens';
import Landing from './landing';

/** A route naming no known list is an unknown path: it shows the landing screen. */
export default function ViewSchedulesScreen() {
  return <MaterialScreen definition={viewSchedulesScreen} notFound={<Landing />} />;
}

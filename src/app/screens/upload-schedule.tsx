import { MaterialScreen } from '../../features/materials/components/material-screen';
import { uploadSchedulesScreen } from '../../features/schedules/schedule-screens';
import Landing from './landing';

/** A route naming no known list is an unknown path: it shows the landing screen. */
export default function UploadScheduleScreen() {
  return <MaterialScreen definition={uploadSchedulesScreen} notFound={<Landing />} />;
}

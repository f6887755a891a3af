/** The lecture schedules' upload and list screens (one shared list), described for the shared MaterialScreen. */
import { paths } from '../../config/paths';
import type { MaterialScreenDefinition } from '../materials/components/material-screen';
import { schedulesSettings } from './schedule-settings';

const bothScreens = {
  settings: schedulesSettings,
};

/** /upload-schedule */
export const uploadSchedulesScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'upload',
  title: () => 'Upload Lecture Schedules',
  trail: () => [{ label: 'Schedules', to: paths.viewSchedules.href() }, { label: 'Upload' }],
  intro: () =>
    'Share lecture timetables as PDF, image, CSV or Excel files. They stay on this device.',
};

/** /view-schedules */
export const viewSchedulesScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'list',
  title: () => 'Lecture Schedules',
  trail: () => [{ label: 'Schedules' }],
  intro: () => 'Every lecture schedule stored on this device.',
};

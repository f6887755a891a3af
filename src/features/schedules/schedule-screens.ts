/** The lecture schedules' upload and list screens (one shared list), described for the shared MaterialScreen. */
import { paths } from '../../config/paths';
import type { MaterialScreenDefinition } from '../materials/components/material-screen';
import { schedulesSettings } from './schedule-settings';

const bothScreens = {
  settings: schedulesSettings,
  back: () => ({ to: paths.dashboard.href(), label: 'Dashboard' }),
};

/** /upload-schedule */
export const uploadSchedulesScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'upload',
  title: () => 'Upload Lecture Schedules',
  intro: () =>
    'Share lecture timetables as PDF, image, CSV or Excel files. They stay on this device.',
};

/** /view-schedules */
export const viewSchedulesScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'list',
  title: () => 'Lecture Schedules',
  intro: () => 'Every lecture schedule stored on this device, newest first.',
};

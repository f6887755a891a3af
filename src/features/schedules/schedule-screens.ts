/** The lecture schedules' upload and list screens, described for the shared MaterialScreen. */
import { paths } from '../../config/paths';
import type { MaterialScreenDefinition } from '../materials/components/material-screen';
import { schedulesSettings } from '../materials/kinds/schedules';

/** One shared list: the routes name no subject, so every visit names it. */
const theOneList = () => ({});
const backToDashboard = () => ({ to: paths.dashboard.href(), label: 'Dashboard' });

/** /upload-schedule */
export const uploadSchedulesScreen: MaterialScreenDefinition = {
  settings: schedulesSettings,
  shows: 'upload',
  scopeFrom: theOneList,
  title: () => 'Upload Lecture Schedules',
  intro: () => 'Share lecture timetables as PDF, image, CSV or Excel files. They stay on this device.',
  back: backToDashboard,
};

/** /view-schedules */
export const viewSchedulesScreen: MaterialScreenDefinition = {
  settings: schedulesSettings,
  shows: 'list',
  scopeFrom: theOneList,
  title: () => 'Lecture Schedules',
  intro: () => 'Every lecture schedule stored on this device, newest first.',
  back: backToDashboard,
};

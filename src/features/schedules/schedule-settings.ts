import { paths } from '../../config/paths';
import { LIST_KEYS } from '../../storage/keys';
import type { KindSettings } from '../library/kinds/kind-settings';
import { MAX_FILE_BYTES, OTHER_LARGE_THRESHOLD } from '../library/kinds/limits';
import { sharedMessages, sharedUploadRules } from '../library/kinds/paper-schedule-book-messages';

/** Lecture schedules: one shared list; a large file is one record in the file store. */
export const schedulesSettings: KindSettings = {
  kind: 'schedules',
  label: 'Lecture schedules',
  names: () => ({}),
  extensions: ['.pdf', '.jpeg', '.jpg', '.png', '.csv', '.xls', '.xlsx'],
  maxFileBytes: MAX_FILE_BYTES,
  ...sharedUploadRules,
  layout: () => ({
    listKey: LIST_KEYS.schedules.key(),
    largeThreshold: OTHER_LARGE_THRESHOLD,
    largeFormat: 'single',
  }),
  knowsScope: (scope) => scope.subject === undefined && scope.paperType === undefined,
  scopes: () => [{}],
  idPrefix: () => ['schedule'],
  routes: {
    upload: () => paths.uploadSchedule.href(),
    view: () => paths.viewSchedules.href(),
  },
  upload: {
    buttonLabel: 'Upload Schedules',
    viewLinkLabel: 'View Uploaded Schedules',
    viewLinkOnlyWhenEmpty: true,
  },
  list: {
    loadingText: 'Loading schedules...',
    emptyTitle: 'No Schedules Found',
    emptyText: () =>
      'No lecture schedules have been uploaded yet. Be the first to upload a schedule!',
    emptyActionLabel: 'Upload First Schedule',
    uploadActionLabel: 'Upload More Schedules',
    canClearAll: false,
  },
  messages: {
    ...sharedMessages,
    unsupported: (fileName) =>
      `File ${fileName} is not a supported format. Please upload PDF, image, CSV, or Excel files.`,
    success: (count) => `Successfully uploaded ${count} schedule file(s)!`,
    confirmDelete: 'Are you sure you want to delete this schedule?',
  },
};

import { expectRedirectsToSignIn } from './kinds-helpers';
import { defineKindFileTests, test, PAPER_SCHEDULE_BOOK_RULES } from './kinds-suite';

defineKindFileTests({
  ...PAPER_SCHEDULE_BOOK_RULES,
  label: 'schedules',
  uploadPath: '/upload-schedule',
  viewPath: '/view-schedules',
  uploadHeading: 'Upload Lecture Schedules',
  viewHeading: 'Lecture Schedules',
  listKey: 'lecture_schedules',
  idPattern: /^schedule_\d{13}_[a-z0-9]+$/,
  scopeFields: {},
  largeFormat: 'single',
  uploadButton: 'Upload Schedules',
  viewLinkLabel: 'View Uploaded Schedules',
  viewButton: 'View',
  success: (count) => `Successfully uploaded ${count} schedule file(s)!`,
  confirmDelete: 'Are you sure you want to delete this schedule?',
  loadingText: 'Loading schedules...',
  emptyTitle: 'No Schedules Found',
  emptyText: 'No lecture schedules have been uploaded yet. Be the first to upload a schedule!',
  emptyAction: 'Upload First Schedule',
  acceptedNames: [
    'week.pdf',
    'board.jpeg',
    'board.jpg',
    'board.png',
    'slots.csv',
    'old.xls',
    'term.xlsx',
  ],
  small: { name: 'timetable.jpg', type: 'image/jpeg' },
  large: { name: 'semester-timetable.pdf', type: 'application/pdf' },
  viewed: 'small',
  unsupported: {
    name: 'timetable.docx',
    message:
      'File timetable.docx is not a supported format. Please upload PDF, image, CSV, or Excel files.',
  },
});

test('signed-out visitors of the schedule screens land on /signin', async ({ page }) => {
  await expectRedirectsToSignIn(page, ['/upload-schedule', '/view-schedules']);
});

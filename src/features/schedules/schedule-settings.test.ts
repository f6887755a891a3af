import { schedulesSettings } from './schedule-settings';
import { recordId } from '../library/kinds/record-id';

const MB = 1024 * 1024;

describe('schedules settings', () => {
  it('keeps one shared list, a large file as one record', () => {
    expect(schedulesSettings.layout({})).toEqual({
      listKey: 'lecture_schedules',
      largeThreshold: 5 * MB,
      largeFormat: 'single',
    });
    expect(schedulesSettings.extensions).toEqual([
      '.pdf',
      '.jpeg',
      '.jpg',
      '.png',
      '.csv',
      '.xls',
      '.xlsx',
    ]);
    expect(recordId(...schedulesSettings.idPrefix({}))).toMatch(/^schedule_\d+_[a-z0-9]{9}$/);
    expect(schedulesSettings.routes.upload({})).toBe('/upload-schedule');
    expect(schedulesSettings.routes.view({})).toBe('/view-schedules');
    expect(schedulesSettings.upload).toMatchObject({
      buttonLabel: 'Upload Schedules',
      viewLinkLabel: 'View Uploaded Schedules',
      viewLinkOnlyWhenEmpty: true,
    });
    expect(schedulesSettings.list).toMatchObject({
      loadingText: 'Loading schedules...',
      emptyTitle: 'No Schedules Found',
      emptyActionLabel: 'Upload First Schedule',
    });
    expect(schedulesSettings.list.emptyText?.({})).toBe(
      'No lecture schedules have been uploaded yet. Be the first to upload a schedule!',
    );
    expect(schedulesSettings.messages.unsupported('x.exe')).toBe(
      'File x.exe is not a supported format. Please upload PDF, image, CSV, or Excel files.',
    );
    expect(schedulesSettings.messages.success?.(3)).toBe(
      'Successfully uploaded 3 schedule file(s)!',
    );
    expect(schedulesSettings.messages.confirmDelete).toBe(
      'Are you sure you want to delete this schedule?',
    );
  });
});

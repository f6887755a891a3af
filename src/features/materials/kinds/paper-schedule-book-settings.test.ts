import { booksSettings } from './books';
import { papersSettings } from './papers';
import { schedulesSettings } from './schedules';

const MB = 1024 * 1024;
const usage = { usage: 95.2 * MB, quota: 100 * MB, available: 4.8 * MB, percentage: 95.2 };

describe('papers settings', () => {
  const scope = { subject: 'ai-ml', paperType: 'mid-sem' };

  it('keeps papers per subject and type, chunked above 5 MB', () => {
    expect(papersSettings.layout(scope)).toEqual({
      listKey: 'papers_ai-ml_mid-sem',
      largeThreshold: 5 * MB,
      largeFormat: 'chunked',
    });
    expect(papersSettings.extensions).toEqual(['.pdf', '.jpeg', '.jpg', '.png']);
    expect(papersSettings.maxFileBytes).toBe(104857600);
    expect(papersSettings.rejectOversizeOnSelect).toBe(true);
    expect(papersSettings.milestones).toEqual([20, 40, 60, 80, 100]);
    expect(papersSettings.upload.buttonLabel).toBe('Upload Papers');
    expect(papersSettings.routes.upload(scope)).toBe('/upload-papers/ai-ml/mid-sem');
    expect(papersSettings.routes.view(scope)).toBe('/view-papers/ai-ml/mid-sem');
  });

  it('builds ids from subject, type, timestamp and a random part', () => {
    const before = Date.now();
    const id = papersSettings.newId(scope);
    const match = /^ai-ml_mid-sem_(\d+)_([a-z0-9]{9})$/.exec(id);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
    expect(papersSettings.newId(scope)).not.toBe(id);
  });

  it('refuses a scope without a subject or with an unknown paper type', () => {
    expect(() => papersSettings.layout({ subject: 'ai-ml' })).toThrow(/paper type/);
    expect(() => papersSettings.layout({ subject: 'ai-ml', paperType: 'final' })).toThrow(/paper type/);
    expect(() => papersSettings.newId({ paperType: 'mid-sem' })).toThrow(/subject/);
  });

  it('words its list and messages as the spec does', () => {
    expect(papersSettings.list).toMatchObject({
      loadingText: 'Loading papers...',
      viewLabel: 'View in New Tab',
      emptyTitle: 'No Papers Found',
      emptyActionLabel: 'Upload First Paper',
      canClearAll: false,
    });
    expect(papersSettings.list.emptyText?.(scope)).toMatch(/^No papers have been uploaded for Ai Ml yet\./);
    expect(papersSettings.messages.unsupported('a.txt')).toBe(
      'File a.txt is not a supported format. Please upload PDF or image files.',
    );
    expect(papersSettings.messages.tooLarge(['big.pdf'])).toBe(
      'File big.pdf is too large. Maximum size is 100MB.',
    );
    expect(papersSettings.messages.noFiles).toBe('Please select at least one file to upload.');
    expect(papersSettings.messages.uploadFailed).toBe('Upload failed. Please try again.');
    expect(papersSettings.messages.success?.(2)).toBe('Successfully uploaded 2 file(s)!');
    expect(papersSettings.messages.confirmDelete).toBe('Are you sure you want to delete this paper?');
  });
});

describe('schedules settings', () => {
  it('keeps one shared list, a large file as one record', () => {
    expect(schedulesSettings.layout({})).toEqual({
      listKey: 'lecture_schedules',
      largeThreshold: 5 * MB,
      largeFormat: 'single',
    });
    expect(schedulesSettings.extensions).toEqual(['.pdf', '.jpeg', '.jpg', '.png', '.csv', '.xls', '.xlsx']);
    expect(schedulesSettings.newId({})).toMatch(/^schedule_\d+_[a-z0-9]{9}$/);
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
    expect(schedulesSettings.messages.success?.(3)).toBe('Successfully uploaded 3 schedule file(s)!');
    expect(schedulesSettings.messages.confirmDelete).toBe('Are you sure you want to delete this schedule?');
  });
});

describe('books settings', () => {
  it('keeps books per subject, a large file as one record', () => {
    const scope = { subject: 'iot' };
    expect(booksSettings.layout(scope)).toEqual({
      listKey: 'refbooks_iot',
      largeThreshold: 5 * MB,
      largeFormat: 'single',
    });
    expect(booksSettings.extensions).toEqual(['.pdf', '.jpeg', '.jpg', '.png', '.epub', '.doc', '.docx']);
    expect(booksSettings.newId(scope)).toMatch(/^refbooks_iot_\d+_[a-z0-9]{9}$/);
    expect(booksSettings.routes.upload(scope)).toBe('/upload-reference-books/iot');
    expect(booksSettings.routes.view(scope)).toBe('/view-reference-books/iot');
    expect(booksSettings.upload).toMatchObject({
      buttonLabel: 'Upload Books',
      viewLinkLabel: 'View Uploaded Books',
    });
    expect(booksSettings.list).toMatchObject({
      emptyTitle: 'No Reference Books Found',
      emptyActionLabel: 'Upload First Book',
    });
    expect(booksSettings.messages.unsupported('a.mp3')).toBe(
      'File a.mp3 is not a supported format. Please upload PDF, image, EPUB, or Word document files.',
    );
    expect(booksSettings.messages.success?.(1)).toBe('Successfully uploaded 1 reference book(s)!');
    expect(booksSettings.messages.confirmDelete).toBe('Are you sure you want to delete this reference book?');
  });
});

describe('storage messages of papers, schedules and books', () => {
  it('gives the MB figures when usage is known and the short form otherwise', () => {
    for (const settings of [papersSettings, schedulesSettings, booksSettings]) {
      expect(settings.messages.quotaExceeded(usage)).toBe(
        'Storage limit reached! You are using 95.20MB of 100.00MB available storage. Please delete some existing files and try again.',
      );
      expect(settings.messages.quotaExceeded(null)).toBe(
        'Storage limit reached! Please delete some existing files and try again.',
      );
    }
  });

  it('words a full list apart from a full file store', () => {
    for (const settings of [papersSettings, schedulesSettings, booksSettings]) {
      expect(settings.messages.quotaExceeded(usage, 'files')).toBe(
        'Storage limit reached! You are using 95.20MB of 100.00MB available storage. Please delete some existing files and try again.',
      );
      expect(settings.messages.quotaExceeded(usage, 'list')).toBe(
        'Storage quota exceeded! You are using 95.20MB of 100.00MB available storage (95.2%). Please delete some files and try again.',
      );
      expect(settings.messages.quotaExceeded(null, 'list')).toBe(
        'Storage quota exceeded! Please delete some existing files and try again.',
      );
    }
  });
});

import { notesSettings } from './notes-settings';
import { recordId } from '../library/kinds/record-id';

const MB = 1024 * 1024;

describe('notes settings', () => {
  const scope = { subject: 'ai-ml' };

  it('keeps notes per subject, chunked above 1 MB', () => {
    expect(notesSettings.layout(scope)).toEqual({
      listKey: 'notes_ai-ml',
      largeThreshold: MB,
      largeFormat: 'chunked',
    });
    expect(notesSettings.maxFileBytes).toBe(104857600);
    expect(notesSettings.maxTotalBytes).toBe(500 * MB);
    expect(notesSettings.milestones).toEqual([0, 20, 30, 40, 60, 80, 100]);
    expect(notesSettings.extensions).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      '.ppt',
      '.pptx',
      '.txt',
      '.jpg',
      '.jpeg',
      '.png',
      '.gif',
    ]);
  });

  it('routes to the subject and redirects to the list 1 s after an upload', () => {
    expect(notesSettings.routes.upload(scope)).toBe('/upload-notes/ai-ml');
    expect(notesSettings.routes.view(scope)).toBe('/view-notes/ai-ml');
    expect(notesSettings.upload).toMatchObject({
      buttonLabel: 'Upload Files',
      viewLinkLabel: 'View uploaded notes',
      viewLinkOnlyWhenEmpty: false,
      redirectToViewAfterMs: 1000,
    });
    expect(notesSettings.list).toMatchObject({
      emptyTitle: 'No files uploaded yet',
      canClearAll: true,
    });
  });

  it('needs a subject', () => {
    expect(() => notesSettings.layout({})).toThrow(/subject/);
    expect(() => recordId(...notesSettings.idPrefix({}))).toThrow(/subject/);
  });

  it('builds distinct ids from subject, timestamp and a random part', () => {
    const id = recordId(...notesSettings.idPrefix(scope));
    expect(id).toMatch(/^notes_ai-ml_\d{13}_[a-z0-9]{9}$/);
    const ids = new Set(
      Array.from({ length: 200 }, () => recordId(...notesSettings.idPrefix(scope))),
    );
    expect(ids.size).toBe(200);
    expect(recordId('schedule')).toMatch(/^schedule_\d{13}_[a-z0-9]{9}$/);
  });

  it('words its messages as the spec does', () => {
    const m = notesSettings.messages;
    expect(m.tooLarge(['a.pdf', 'b.pdf'])).toBe(
      'The following files are too large (max 100 MB per file): a.pdf, b.pdf',
    );
    expect(m.totalTooLarge?.(600 * MB)).toBe(
      'Total file size (600 MB) exceeds the limit of 500 MB. Please select smaller files or fewer files.',
    );
    expect(
      m.quotaExceeded({ usage: 1.5 * MB, quota: 40 * MB, available: 38.5 * MB, percentage: 3.75 }),
    ).toBe(
      'Storage quota exceeded! You are using 1.50 MB of storage. Please delete some files and try again.',
    );
    expect(m.quotaExceeded(null)).toBe(
      'Storage limit reached. Please delete some existing files and try again.',
    );
    expect(m.uploadFailed).toBe('Error uploading files. Please try again.');
    expect(m.noFiles).toBe('Please select at least one file to upload.');
    expect(m.confirmDelete).toBe('Are you sure you want to delete this file?');
  });
});

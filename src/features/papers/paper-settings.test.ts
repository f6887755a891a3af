import { papersSettings } from './paper-settings';
import { recordId } from '../library/kinds/record-id';

const MB = 1024 * 1024;

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
    const id = recordId(...papersSettings.idPrefix(scope));
    const match = /^ai-ml_mid-sem_(\d+)_([a-z0-9]{9})$/.exec(id);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
    expect(recordId(...papersSettings.idPrefix(scope))).not.toBe(id);
  });

  it('refuses a scope without a subject or with an unknown paper type', () => {
    expect(() => papersSettings.layout({ subject: 'ai-ml' })).toThrow(/paper type/);
    expect(() => papersSettings.layout({ subject: 'ai-ml', paperType: 'final' })).toThrow(
      /paper type/,
    );
    expect(() => recordId(...papersSettings.idPrefix({ paperType: 'mid-sem' }))).toThrow(/subject/);
  });

  it('words its list and messages as the spec does', () => {
    expect(papersSettings.list).toMatchObject({
      loadingText: 'Loading papers...',
      viewLabel: 'View in New Tab',
      emptyTitle: 'No Papers Found',
      emptyActionLabel: 'Upload First Paper',
      canClearAll: false,
    });
    expect(papersSettings.list.emptyText?.(scope)).toMatch(
      /^No papers have been uploaded for Ai Ml yet\./,
    );
    expect(papersSettings.messages.unsupported('a.txt')).toBe(
      'File a.txt is not a supported format. Please upload PDF or image files.',
    );
    expect(papersSettings.messages.tooLarge(['big.pdf'])).toBe(
      'File big.pdf is too large. Maximum size is 100MB.',
    );
    expect(papersSettings.messages.noFiles).toBe('Please select at least one file to upload.');
    expect(papersSettings.messages.uploadFailed).toBe('Upload failed. Please try again.');
    expect(papersSettings.messages.success?.(2)).toBe('Successfully uploaded 2 file(s)!');
    expect(papersSettings.messages.confirmDelete).toBe(
      'Are you sure you want to delete this paper?',
    );
  });
});

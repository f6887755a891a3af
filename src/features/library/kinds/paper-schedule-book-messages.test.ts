import { sharedMessages } from './paper-schedule-book-messages';

const MB = 1024 * 1024;
const usage = { usage: 95.2 * MB, quota: 100 * MB, available: 4.8 * MB, percentage: 95.2 };

describe('storage messages of papers, schedules and books', () => {
  it('gives the MB figures when usage is known and the short form otherwise', () => {
    expect(sharedMessages.quotaExceeded(usage)).toBe(
      'Storage limit reached! You are using 95.20MB of 100.00MB available storage. Please delete some existing files and try again.',
    );
    expect(sharedMessages.quotaExceeded(null)).toBe(
      'Storage limit reached! Please delete some existing files and try again.',
    );
  });

  it('words a full list apart from a full file store', () => {
    expect(sharedMessages.quotaExceeded(usage, 'files')).toBe(
      'Storage limit reached! You are using 95.20MB of 100.00MB available storage. Please delete some existing files and try again.',
    );
    expect(sharedMessages.quotaExceeded(usage, 'list')).toBe(
      'Storage quota exceeded! You are using 95.20MB of 100.00MB available storage (95.2%). Please delete some files and try again.',
    );
    expect(sharedMessages.quotaExceeded(null, 'list')).toBe(
      'Storage quota exceeded! Please delete some existing files and try again.',
    );
  });
});

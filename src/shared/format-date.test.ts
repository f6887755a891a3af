import { formatUploadDate } from './format-date';

describe('formatUploadDate', () => {
  const iso = '2026-03-14T15:09:00.000Z';

  it('shows date and time in the given locale', () => {
    const expected = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
    expect(formatUploadDate(iso, 'en-GB')).toBe(expected);
    expect(formatUploadDate(iso, 'en-GB')).toMatch(/2026/);
    expect(formatUploadDate(iso, 'de-DE')).not.toBe(formatUploadDate(iso, 'en-US'));
  });

  it('never shows "Invalid Date"', () => {
    expect(formatUploadDate('not a date')).toBe('Unknown date');
  });
});

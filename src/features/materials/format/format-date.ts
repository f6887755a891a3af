/**
 * An upload time in the student's own locale, date and time (GUIDE: "Upload dates are shown
 * in the student's locale"). An unreadable timestamp is shown as 'Unknown date', never 'Invalid Date'.
 */
export function formatUploadDate(iso: string, locale?: string | readonly string[]): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return new Intl.DateTimeFormat(locale as string | string[] | undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

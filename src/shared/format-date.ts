/**
 * An upload time in the student's own locale, date and time (GUIDE: "Upload dates are shown
 * in the student's locale"). An unreadable timestamp is shown as 'Unknown date', never 'Invalid Date'.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

// Building an Intl.DateTimeFormat costs far more than using one: a 1,000-file list would
// spend most of its render building formatters, so one is kept per locale.
function formatterFor(locale?: string | readonly string[]): Intl.DateTimeFormat {
  const key = locale === undefined ? '' : String(locale);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale as string | string[] | undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatUploadDate(iso: string, locale?: string | readonly string[]): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return formatterFor(locale).format(date);
}

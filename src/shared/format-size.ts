const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * A byte count for students: Bytes, KB, MB or GB with two decimals ('1.50 MB').
 * Whole amounts drop the decimals ('100 MB', '0 Bytes') so limits in messages read naturally;
 * the same formatter serves the file list and the messages, so both always agree.
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = 0;
  let value = bytes;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  // 1048575 bytes would read '1024.00 KB': show the next unit instead.
  if (unit < UNITS.length - 1 && value.toFixed(2) === '1024.00') {
    value /= STEP;
    unit += 1;
  }
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return `${text} ${UNITS[unit]}`;
}

/** Megabytes as the storage messages show them: two decimals, no unit. */
export function formatMb(megabytes: number): string {
  return megabytes.toFixed(2);
}

import { fileCountText } from '../library/format/file-count';
import { formatSize } from '../library/format/format-size';
import type { BackupSummary, RestoreOutcome } from './read-backup';

const KIND_COUNTS = [
  ['notes', 'note', 'notes'],
  ['papers', 'question paper', 'question papers'],
  ['schedules', 'lecture schedule', 'lecture schedules'],
  ['books', 'reference book', 'reference books'],
] as const;

/** '3 notes, 1 question paper and 2 reference books (12.40 MB)'. */
export function summaryText({ counts, totalBytes }: BackupSummary): string {
  const parts = KIND_COUNTS.filter(([kind]) => counts[kind] > 0).map(
    ([kind, one, many]) => `${counts[kind]} ${counts[kind] === 1 ? one : many}`,
  );
  if (parts.length === 0) return 'no files';
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${list} (${formatSize(totalBytes)})`;
}

/** What a restore of this backup would skip, said before the student confirms it. */
export function alreadyStoredText({ counts, alreadyStored, otherAccount }: BackupSummary): string {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const others =
    otherAccount > 0
      ? ` ${otherAccount} of them ${otherAccount === 1 ? 'was' : 'were'} uploaded by another account and will not be restored.`
      : '';
  if (alreadyStored === 0) return `Files already on this device are skipped.${others}`;
  if (alreadyStored === total)
    return 'All of them are on this device already: nothing would change.';
  return `${alreadyStored} of them ${alreadyStored === 1 ? 'is' : 'are'} on this device already and will be skipped.${others}`;
}

const wasOrWere = (count: number) => (count === 1 ? 'was' : 'were');

export function outcomeText({
  restored,
  skipped,
  otherAccount,
  clashing,
  error,
}: RestoreOutcome): string {
  const done = `Restored ${fileCountText(restored)}`;
  const notes = [
    skipped > 0 && `${skipped} already on this device ${wasOrWere(skipped)} skipped`,
    otherAccount > 0 &&
      `${otherAccount} uploaded by another account ${wasOrWere(otherAccount)} left out`,
    clashing > 0 &&
      `${clashing} under an id another file on this device uses ${wasOrWere(clashing)} left out`,
  ].filter((note): note is string => note !== false);
  const kept = notes.map((note) => `; ${note}`).join('');
  return error ? `${error}\n${done} before stopping${kept}.` : `${done}${kept}.`;
}

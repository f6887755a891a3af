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
export function alreadyStoredText({ counts, alreadyStored }: BackupSummary): string {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (alreadyStored === 0) return 'Files already on this device are skipped.';
  if (alreadyStored === total)
    return 'All of them are on this device already: nothing would change.';
  return `${alreadyStored} of them ${alreadyStored === 1 ? 'is' : 'are'} on this device already and will be skipped.`;
}

export function outcomeText({ restored, skipped, error }: RestoreOutcome): string {
  const done = `Restored ${fileCountText(restored)}`;
  const kept =
    skipped > 0
      ? `; ${skipped} already on this device ${skipped === 1 ? 'was' : 'were'} skipped`
      : '';
  return error ? `${error}\n${done} before stopping${kept}.` : `${done}${kept}.`;
}

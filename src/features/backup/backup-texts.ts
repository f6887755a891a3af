import { fileCountText } from '../../shared/file-count';
import { formatSize } from '../../shared/format-size';
import type { MarksSummary } from '../library/file-marks';
import type { BackupSummary, RestoreOutcome } from './read-backup';

/** 'a', 'a and b', 'a, b and c'. */
function joined(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

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
  return `${joined(parts)} (${formatSize(totalBytes)})`;
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * What the backup carries of what the student made of their files, said before a restore:
 * 'It also holds 2 stars, 1 recent file, 1 reading place and 3 highlights, notes and bookmarks,
 * added where this device lacks them.' Empty when it carries none.
 */
export function marksText({ stars, recent, places, annotations, cards }: MarksSummary): string {
  const parts = [
    stars > 0 && counted(stars, 'star', 'stars'),
    recent > 0 && counted(recent, 'recent file', 'recent files'),
    places > 0 && counted(places, 'reading place', 'reading places'),
    annotations > 0 &&
      counted(annotations, 'highlight, note or bookmark', 'highlights, notes and bookmarks'),
    cards > 0 && counted(cards, 'revision card', 'revision cards'),
  ].filter((part): part is string => part !== false);
  if (parts.length === 0) return '';
  return `It also holds ${joined(parts)} of yours, added where this device lacks them.`;
}

/** The word for one file, or for more. */
const forCount = (count: number, one: string, more: string) => (count === 1 ? one : more);

/** What a restore of this backup would skip, said before the student confirms it. */
export function alreadyStoredText({
  counts,
  alreadyStored,
  otherAccount,
  inTrash,
}: BackupSummary): string {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const others =
    otherAccount > 0
      ? ` ${otherAccount} of them ${forCount(otherAccount, 'was', 'were')} uploaded by another account and will not be restored.`
      : '';
  const trashed =
    inTrash > 0
      ? ` ${inTrash} of them ${forCount(inTrash, 'is', 'are')} in your Trash and will stay there: restore ${forCount(inTrash, 'it', 'them')} from the Trash.`
      : '';
  if (alreadyStored === 0) return `Files already on this device are skipped.${others}${trashed}`;
  if (alreadyStored === total)
    return 'All of them are on this device already: nothing would change.';
  return `${alreadyStored} of them ${forCount(alreadyStored, 'is', 'are')} on this device already and will be skipped.${others}${trashed}`;
}

const wasOrWere = (count: number) => forCount(count, 'was', 'were');

export function outcomeText({
  restored,
  skipped,
  otherAccount,
  inTrash,
  clashing,
  error,
}: RestoreOutcome): string {
  const done = `Restored ${fileCountText(restored)}`;
  const notes = [
    skipped > 0 && `${skipped} already on this device ${wasOrWere(skipped)} skipped`,
    otherAccount > 0 &&
      `${otherAccount} uploaded by another account ${wasOrWere(otherAccount)} left out`,
    inTrash > 0 &&
      `${inTrash} in your Trash ${wasOrWere(inTrash)} left out (restore ${forCount(inTrash, 'it', 'them')} from the Trash)`,
    clashing > 0 &&
      `${clashing} under an id another file on this device uses ${wasOrWere(clashing)} left out`,
  ].filter((note): note is string => note !== false);
  const kept = notes.map((note) => `; ${note}`).join('');
  return error ? `${error}\n${done} before stopping${kept}.` : `${done}${kept}.`;
}

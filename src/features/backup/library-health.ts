/** Whether to remind the student to back up, from what is known of the library on this device. */
import type { SliceRepairReport } from '../../storage/health';
import { fileCountText } from '../../shared/file-count';
import { formatSize } from '../../shared/format-size';
import {
  needsHomeScreenFirst,
  type BrowserFacts,
  type Keeping,
} from '../library/keeping/browser-keeping';
import { SEVEN_DAYS_SENTENCE } from '../library/keeping/keeping-texts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last copy off this device older than this, with files added since, earns a reminder. */
export const BACKUP_REMINDER_AFTER_MS = 3 * DAY_MS;

export interface HealthFacts {
  /** ISO time of the newest stored file, or null with none. */
  newestFileAt: string | null;
  /** ISO time of the last backup on this device, or null. */
  lastBackupAt: string | null;
  /** ISO time of the last whole sync with a paired device, or null: a copy off this device too. */
  lastSyncAt?: string | null;
  /** Whether the browser granted persistent storage; null when it cannot say. */
  persisted: boolean | null;
  /** How this browser keeps the files, where it is known (a WebKit tab erases them after 7 days). */
  keeping?: Keeping;
  now: number;
}

/** Whether the last backup is newer than every stored file (true with no files at all). */
export function isBackedUp({
  newestFileAt,
  lastBackupAt,
}: Pick<HealthFacts, 'newestFileAt' | 'lastBackupAt'>): boolean {
  if (newestFileAt === null) return true;
  return lastBackupAt !== null && Date.parse(newestFileAt) <= Date.parse(lastBackupAt);
}

/** When the student's files last had a copy made off this device (a backup, a sync), or null. */
export function lastCopyAt({
  lastBackupAt,
  lastSyncAt = null,
}: Pick<HealthFacts, 'lastBackupAt' | 'lastSyncAt'>): string | null {
  if (lastBackupAt === null || lastSyncAt === null) return lastBackupAt ?? lastSyncAt;
  return Date.parse(lastBackupAt) >= Date.parse(lastSyncAt) ? lastBackupAt : lastSyncAt;
}

/** "today", "yesterday", "4 days ago": how long ago `at` was, in whole days. */
export function daysAgoText(at: string, now: number): string {
  const days = Math.max(0, Math.floor((now - Date.parse(at)) / DAY_MS));
  if (days === 0) return 'today';
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/**
 * The reminder to show, or null: files are stored and either they are not safe here (a WebKit
 * tab, storage the browser may clear) and some were added since the last copy off this device,
 * or some were added since a copy made over 3 days ago, or there never was one. A copy (a backup,
 * a whole sync with a paired device) newer than every file answers every worry.
 */
export function backupReminder(facts: HealthFacts): string | null {
  if (facts.newestFileAt === null) return null;
  const copied = lastCopyAt(facts);
  const addedSince = copied === null || Date.parse(facts.newestFileAt) > Date.parse(copied);
  if (facts.keeping === 'seven-days')
    return addedSince
      ? 'Safari erases these files after 7 days without a visit. Keep a backup of your library somewhere safe.'
      : null;
  if (facts.persisted === false) {
    return addedSince
      ? 'This browser may clear your files when space runs low. Keep a backup of your library somewhere safe.'
      : null;
  }
  if (copied === null)
    return 'Your library has never been backed up. Back it up to keep your files safe.';
  if (addedSince && facts.now - Date.parse(copied) > BACKUP_REMINDER_AFTER_MS) {
    return `Files were added since the last copy off this device, ${daysAgoText(copied, facts.now)}. Back up your library, or open StudyShelf on your other device to sync.`;
  }
  return null;
}

/** What the start-up repair of files this browser had stored wrongly did, in the student's words. */
export function repairNote(report: SliceRepairReport | null): string | null {
  if (report === null) return null;
  const parts: string[] = [];
  if (report.repaired > 0) {
    parts.push(
      `${fileCountText(report.repaired)} this browser had stored wrongly ${report.repaired === 1 ? 'was' : 'were'} repaired, freeing ${formatSize(report.freedBytes)} of disk space.`,
    );
  }
  if (report.removable > 0) {
    parts.push(
      `${fileCountText(report.removable)} could not be recovered: Check integrity lists ${report.removable === 1 ? 'it' : 'them'} for removal.`,
    );
  }
  return parts.join(' ');
}

/**
 * In an iPhone or iPad browser tab, the warning that stays on the dashboard until StudyShelf runs
 * from the Home Screen.
 */
export function homeScreenTip(facts: BrowserFacts): string | null {
  if (!needsHomeScreenFirst(facts)) return null;
  return `${SEVEN_DAYS_SENTENCE} Add StudyShelf to your Home Screen (Share, then Add to Home Screen) to keep your files, and keep a backup of your library.`;
}

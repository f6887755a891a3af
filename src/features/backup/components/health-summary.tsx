import {
  Copy,
  DatabaseBackup,
  HardDrive,
  ShieldAlert,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { fileCountText } from '../../../shared/file-count';
import { formatUploadDate } from '../../../shared/format-date';
import { formatSize } from '../../../shared/format-size';
import type { BackupNote } from '../../../storage/backup-store';
import { daysAgoText, isBackedUp, lastCopyAt } from '../library-health';
import { isSafe, protectionText } from '../../library/keeping/keeping-texts';
import type { LibraryHealth } from '../use-library-backup';

/** One fact of the summary: its icon, its name and what it is. */
function HealthItem({
  icon: Icon,
  tone,
  title,
  text,
}: {
  icon: LucideIcon;
  tone: string;
  title: string;
  text: string;
}) {
  return (
    <div className="flex items-start gap-2">
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${tone}`} />
      <dl>
        <dt className="font-medium text-ink">{title}</dt>
        {/* Two lines held from the start: the facts arrive after the buttons below are drawn. */}
        <dd className="min-h-10 text-ink-soft">{text}</dd>
      </dl>
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function storageText(health: LibraryHealth): string {
  return health.info
    ? `${formatSize(health.info.usage)} used, ${formatSize(health.info.available)} free`
    : 'This browser does not say how much room is left.';
}

/** Storage used and free, whether the browser keeps the files, and the last backup. */
export function HealthSummary({
  health,
  lastBackup,
}: {
  health: LibraryHealth | null;
  lastBackup: BackupNote | null;
}) {
  const checking = 'Checking…';
  // With no backup ever made there is no backup to speak of, even for an empty library.
  const backedUp =
    health !== null &&
    lastBackup !== null &&
    isBackedUp({ newestFileAt: health.newestFileAt, lastBackupAt: lastBackup.at });
  const safe = health !== null && isSafe(health.keeping, backedUp);
  const copied =
    health && lastCopyAt({ lastBackupAt: lastBackup?.at ?? null, lastSyncAt: health.lastSyncAt });
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      <HealthItem
        icon={HardDrive}
        tone="text-primary-ink"
        title="Storage"
        text={health ? storageText(health) : checking}
      />
      <HealthItem
        icon={safe ? ShieldCheck : ShieldAlert}
        tone={safe ? 'text-success-ink' : 'text-warning-ink'}
        title="Protection"
        text={health ? protectionText(health.keeping, backedUp) : checking}
      />
      <HealthItem
        icon={DatabaseBackup}
        tone="text-primary-ink"
        title="Last backup"
        text={
          lastBackup
            ? `${formatUploadDate(lastBackup.at)} (${fileCountText(lastBackup.files)})`
            : 'Never'
        }
      />
      <HealthItem
        icon={Copy}
        tone="text-primary-ink"
        title="Last copy off this device"
        text={
          health === null
            ? checking
            : copied === null
              ? 'Never: back up your library, or pair another device'
              : `${capitalised(daysAgoText(copied, health.readAt))}${copied === lastBackup?.at ? ', a backup' : ', a sync with your other device'}`
        }
      />
    </div>
  );
}

import { DatabaseBackup, HardDrive, ShieldAlert, ShieldCheck } from 'lucide-react';
import { fileCountText } from '../../library/format/file-count';
import { formatUploadDate } from '../../library/format/format-date';
import { formatSize } from '../../library/format/format-size';
import type { BackupNote } from '../../library/device-library';
import type { LibraryHealth } from '../use-library-backup';

/** Storage used and free, whether the browser keeps the files, and the last backup. */
export function HealthSummary({
  health,
  lastBackup,
}: {
  health: LibraryHealth | null;
  lastBackup: BackupNote | null;
}) {
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-3">
      <div className="flex items-start gap-2">
        <HardDrive aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary-ink" />
        <dl>
          <dt className="font-medium text-ink">Storage</dt>
          <dd className="text-ink-soft">
            {health === null
              ? 'Checking…'
              : health.info
                ? `${formatSize(health.info.usage)} used, ${formatSize(health.info.available)} free`
                : 'This browser does not say how much room is left.'}
          </dd>
        </dl>
      </div>
      <div className="flex items-start gap-2">
        {health?.persisted ? (
          <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-success-ink" />
        ) : (
          <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-warning-ink" />
        )}
        <dl>
          <dt className="font-medium text-ink">Protection</dt>
          <dd className="text-ink-soft">
            {health === null
              ? 'Checking…'
              : health.persisted
                ? 'Persistent: the browser keeps your files'
                : health.persisted === false
                  ? 'Not persistent: the browser may clear your files when space runs low'
                  : 'This browser does not say whether it keeps your files'}
          </dd>
        </dl>
      </div>
      <div className="flex items-start gap-2">
        <DatabaseBackup aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary-ink" />
        <dl>
          <dt className="font-medium text-ink">Last backup</dt>
          <dd className="text-ink-soft">
            {lastBackup
              ? `${formatUploadDate(lastBackup.at)} (${fileCountText(lastBackup.files)})`
              : 'Never'}
          </dd>
        </dl>
      </div>
    </div>
  );
}

import {
  DatabaseBackup,
  HardDrive,
  ListChecks,
  ShieldAlert,
  ShieldCheck,
  Upload,
} from 'lucide-react';
import type { IntegrityReport } from '../../../storage/file-store';
import { useId, useRef } from 'react';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import type { BackupSummary, RestoreOutcome } from '../read-backup';
import { useLibraryBackup } from '../use-library-backup';
import { formatUploadDate } from '../../library/format/format-date';
import { formatSize } from '../../library/format/format-size';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { fileCountText } from '../../library/format/file-count';

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

function outcomeText({ restored, skipped, error }: RestoreOutcome): string {
  const done = `Restored ${fileCountText(restored)}`;
  const kept =
    skipped > 0
      ? `; ${skipped} already on this device ${skipped === 1 ? 'was' : 'were'} skipped`
      : '';
  return error ? `${error}\n${done} before stopping${kept}.` : `${done}${kept}.`;
}

/** What the integrity check found, and its Repair. */
function IntegrityResult({
  integrity,
  onRepair,
  onClose,
}: {
  integrity: IntegrityReport | 'checking' | 'repaired' | null;
  onRepair: () => void;
  onClose: () => void;
}) {
  if (integrity === null || integrity === 'checking') return null;
  if (integrity === 'repaired') {
    return (
      <Alert tone="success" onDismiss={onClose}>
        Repaired: broken entries removed and orphaned bytes cleared.
      </Alert>
    );
  }
  const { broken, orphanRecords } = integrity;
  if (broken.length === 0 && !orphanRecords) {
    return (
      <Alert tone="success" onDismiss={onClose}>
        Integrity check: every listed file is whole
        {orphanRecords === 0 ? ' and nothing is orphaned' : ''}.
      </Alert>
    );
  }
  return (
    <Alert tone="info" onDismiss={onClose}>
      <p>
        Integrity check: {broken.length}{' '}
        {broken.length === 1 ? 'entry has lost its bytes' : 'entries have lost their bytes'}
        {orphanRecords
          ? `, and ${orphanRecords} stored ${orphanRecords === 1 ? 'record belongs' : 'records belong'} to no list`
          : ''}
        .
      </p>
      {broken.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {broken.map(({ listKey, record }) => (
            <li key={`${listKey}/${record.id}`}>{record.fileName}</li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onRepair} className="mt-2 font-semibold underline">
        Repair
      </button>
    </Alert>
  );
}

/**
 * The dashboard's "Your library on this device": how much room StudyShelf uses and has left,
 * whether the browser keeps the files from eviction, the last backup, a reminder when one is due,
 * and the backup and restore of the whole library.
 */
export function LibraryPanel({ kinds }: { kinds: readonly KindSettings[] }) {
  const library = useLibraryBackup(kinds);
  const { health, restore } = library;
  const fileInput = useRef<HTMLInputElement>(null);
  const restoreButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  return (
    <section aria-labelledby={`${titleId}-panel`} className="mt-10">
      <h2 id={`${titleId}-panel`} className="mb-3 text-xl font-semibold text-ink">
        Your library on this device
      </h2>
      <div className={`${cardClass} space-y-4 p-4`}>
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
              <ShieldCheck
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 text-success-ink"
              />
            ) : (
              <ShieldAlert
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 text-warning-ink"
              />
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
            <DatabaseBackup
              aria-hidden="true"
              className="mt-0.5 h-5 w-5 shrink-0 text-primary-ink"
            />
            <dl>
              <dt className="font-medium text-ink">Last backup</dt>
              <dd className="text-ink-soft">
                {health === null
                  ? 'Checking…'
                  : health.lastBackup
                    ? `${formatUploadDate(health.lastBackup.at)} (${fileCountText(health.lastBackup.files)})`
                    : 'Never'}
              </dd>
            </dl>
          </div>
        </div>
        {health?.repaired && <Alert tone="info">{health.repaired}</Alert>}
        {health?.homeScreen && <Alert tone="info">{health.homeScreen}</Alert>}
        {health?.reminder && <Alert tone="info">{health.reminder}</Alert>}
        {library.message && (
          <Alert tone={library.message.tone} onDismiss={library.dismissMessage}>
            {library.message.text}
          </Alert>
        )}
        {restore.step === 'done' && (
          <Alert
            tone={restore.outcome.error ? 'error' : 'success'}
            onDismiss={library.closeRestore}
          >
            {outcomeText(restore.outcome)}
          </Alert>
        )}
        <IntegrityResult
          integrity={library.integrity}
          onRepair={() => void library.repairIntegrity()}
          onClose={library.closeIntegrity}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void library.backUp()}
            disabled={library.backingUp}
            className={buttonClass('primary')}
          >
            <DatabaseBackup aria-hidden="true" className="h-4 w-4" />
            {library.backingUp ? 'Backing up…' : 'Back up library'}
          </button>
          <button
            ref={restoreButton}
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={restore.step === 'reading' || restore.step === 'restoring'}
            className={buttonClass('outline')}
          >
            <Upload aria-hidden="true" className="h-4 w-4" />
            {restore.step === 'reading' ? 'Reading the backup…' : 'Restore from backup'}
          </button>
          <button
            type="button"
            onClick={() => void library.checkIntegrity()}
            disabled={library.integrity === 'checking'}
            className={buttonClass('secondary')}
          >
            <ListChecks aria-hidden="true" className="h-4 w-4" />
            {library.integrity === 'checking' ? 'Checking…' : 'Check integrity'}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".zip,application/zip"
            aria-label="Backup file to restore"
            hidden
            onChange={(event) => {
              const zip = event.target.files?.[0];
              event.target.value = '';
              if (zip) void library.chooseBackup(zip);
            }}
          />
        </div>
      </div>
      {(restore.step === 'confirm' || restore.step === 'restoring') && (
        <Modal
          labelledBy={titleId}
          describedBy={`${titleId}-text`}
          onDismiss={restore.step === 'confirm' ? library.cancelRestore : () => {}}
          returnFocusTo={restoreButton}
        >
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            Restore from backup
          </h2>
          {restore.step === 'confirm' ? (
            <>
              <p id={`${titleId}-text`} className="mt-2 text-ink-soft">
                This backup holds {summaryText(restore.summary)}.{' '}
                {alreadyStoredText(restore.summary)}
              </p>
              <div className="mt-6 flex justify-end gap-3">
                <button
                  type="button"
                  onClick={library.cancelRestore}
                  className={buttonClass('secondary')}
                >
                  Cancel
                </button>
                <button
                  type="button"
                  onClick={() => void library.confirmRestore()}
                  className={buttonClass('primary')}
                >
                  Restore
                </button>
              </div>
            </>
          ) : (
            <p id={`${titleId}-text`} role="status" className="mt-2 text-ink-soft">
              Restoring file {Math.min(restore.done + 1, Math.max(restore.total, 1))} of{' '}
              {Math.max(restore.total, 1)}…
            </p>
          )}
        </Modal>
      )}
    </section>
  );
}

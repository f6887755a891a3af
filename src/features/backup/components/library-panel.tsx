import { DatabaseBackup, ListChecks, Upload } from 'lucide-react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { RESTORE_ANCHOR } from '../../library/refill/refill-links';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { outcomeText } from '../backup-texts';
import { useLibraryBackup } from '../use-library-backup';
import { HealthSummary } from './health-summary';
import { IntegrityResult } from './integrity-result';
import { RestoreDialog } from './restore-dialog';
import { TrashLine } from './trash-line';
import { FolderBackupLine } from './folder-backup-line';

/**
 * Arrived by the link to restore a backup (from an empty list, or this page's offer to refill an
 * empty device): the panel is brought into view with its restore button focused, one press away.
 */
function useRestoreAnchor(restoreButton: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const arrive = () => {
      if (location.hash !== `#${RESTORE_ANCHOR}`) return;
      restoreButton.current?.scrollIntoView({ block: 'center' });
      restoreButton.current?.focus({ preventScroll: true });
    };
    arrive();
    addEventListener('hashchange', arrive);
    return () => removeEventListener('hashchange', arrive);
  }, [restoreButton]);
}

/**
 * The dashboard's "Your library on this device": how much room StudyShelf uses and has left,
 * whether the browser keeps the files from eviction, the last backup, a reminder when one is due,
 * and the backup and restore of the whole library.
 */
export function LibraryPanel({ kinds }: { kinds: readonly KindSettings[] }) {
  const library = useLibraryBackup(kinds);
  const { health, restore, lastBackup } = library;
  const fileInput = useRef<HTMLInputElement>(null);
  const restoreButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useRestoreAnchor(restoreButton);

  return (
    <section
      id={RESTORE_ANCHOR}
      aria-labelledby={`${titleId}-panel`}
      className="mt-10 scroll-mt-20"
    >
      <h2 id={`${titleId}-panel`} className="mb-3 text-xl font-semibold text-ink">
        Your library on this device
      </h2>
      <div className={`${cardClass} space-y-4 p-4`}>
        <HealthSummary health={health} lastBackup={lastBackup} />
        <TrashLine onEmptied={library.refresh} />
        <FolderBackupLine />
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
        {/* Messages come below the buttons: one arriving never moves a button from under a finger. */}
        {library.repaired && <Alert tone="info">{library.repaired}</Alert>}
        {health?.homeScreen && <Alert tone="info">{health.homeScreen}</Alert>}
        {library.reminder && <Alert tone="info">{library.reminder}</Alert>}
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
      </div>
      <RestoreDialog
        restore={restore}
        titleId={titleId}
        returnFocusTo={restoreButton}
        onCancel={library.cancelRestore}
        onConfirm={() => void library.confirmRestore()}
      />
    </section>
  );
}

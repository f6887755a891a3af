import type { RefObject } from 'react';
import { buttonClass } from '../../../ui/button-styles';
import { Modal } from '../../../ui/modal';
import { alreadyStoredText, marksText, summaryText } from '../backup-texts';
import type { RestoreState } from '../use-library-backup';

/** The restore's question (what the backup holds, what is skipped) and then its progress. */
export function RestoreDialog({
  restore,
  titleId,
  returnFocusTo,
  onCancel,
  onConfirm,
}: {
  restore: RestoreState;
  titleId: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      {(restore.step === 'confirm' || restore.step === 'restoring') && (
        <Modal
          labelledBy={titleId}
          describedBy={`${titleId}-text`}
          onDismiss={restore.step === 'confirm' ? onCancel : () => {}}
          returnFocusTo={returnFocusTo}
        >
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            Restore from backup
          </h2>
          {restore.step === 'confirm' ? (
            <>
              <p id={`${titleId}-text`} className="mt-2 text-ink-soft">
                This backup holds {summaryText(restore.summary)}.{' '}
                {alreadyStoredText(restore.summary)} {marksText(restore.summary.marks)}
              </p>
              <div className="mt-6 flex justify-end gap-3">
                <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
                  Cancel
                </button>
                <button type="button" onClick={onConfirm} className={buttonClass('primary')}>
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
    </>
  );
}

import { useId, type RefObject } from 'react';
import { Alert } from './alert';
import { buttonClass } from './button-styles';
import { Modal } from './modal';

/**
 * Stands in for a dialog whose code could not be fetched (offline before the app was kept for
 * offline use): what was asked for, why it is not there, and a way out.
 */
export function NotLoadedDialog({
  title,
  message,
  onClose,
  returnFocusTo,
}: {
  title: string;
  message: string;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onDismiss={onClose} returnFocusTo={returnFocusTo}>
      <h2 id={titleId} className="mb-3 truncate text-lg font-semibold text-ink">
        {title}
      </h2>
      <Alert>{message}</Alert>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass('secondary')}>
          Close
        </button>
      </div>
    </Modal>
  );
}

import { useId, useRef } from 'react';
import { Modal } from './modal';
import { buttonClass } from './button-styles';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** The "other" action (the spec's Cancel). */
  onCancel: () => void;
  /** Escape or the close button: dismiss without choosing. Defaults to onCancel. */
  onDismiss?: () => void;
  /**
   * The confirm button destroys something: it is red, and focus starts on Cancel, so Enter
   * pressed out of habit never deletes.
   */
  destructive?: boolean;
}

/**
 * The in-app replacement for window.confirm(): a modal dialog that keeps focus
 * inside itself, closes on Escape and gives focus back to where it came from.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  onDismiss,
  destructive = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  if (!open) return null;

  return (
    <Modal
      labelledBy={title ? titleId : messageId}
      describedBy={title ? messageId : undefined}
      onDismiss={onDismiss ?? onCancel}
      initialFocus={destructive ? cancelRef : confirmRef}
    >
      {title && (
        <h2 id={titleId} className="mb-2 text-lg font-semibold text-ink">
          {title}
        </h2>
      )}
      <p id={messageId} className="text-ink-soft">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          className={buttonClass('secondary')}
        >
          {cancelLabel}
        </button>
        <button
          ref={confirmRef}
          type="button"
          onClick={onConfirm}
          className={buttonClass(destructive ? 'danger' : 'primary')}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

import { useId, useRef } from 'react';
import { Modal } from './modal';

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
        <h2 id={titleId} className="mb-2 text-lg font-semibold text-slate-900">
          {title}
        </h2>
      )}
      <p id={messageId} className="text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          ref={confirmRef}
          type="button"
          onClick={onConfirm}
          className={`rounded-lg px-4 py-2 font-medium text-white ${
            destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-indigo-600 hover:bg-indigo-700'
          }`}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

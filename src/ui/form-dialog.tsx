import { useId, useState, type ReactNode, type RefObject } from 'react';
import { DialogActions } from './dialog-actions';
import { Modal } from './modal';

/**
 * A question asked in a dialog: a titled form in a modal whose submit waits for `act`, which
 * resolves to null when done (the dialog closes) or to what went wrong (shown under the fields,
 * which `children` is given the id of, for `aria-describedby`).
 */
export function FormDialog({
  title,
  submitLabel,
  busyLabel,
  act,
  onClose,
  initialFocus,
  children,
}: {
  title: string;
  submitLabel: string;
  busyLabel: string;
  act: () => Promise<string | null>;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  children: (errorId: string | undefined) => ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const errorId = useId();
  return (
    <Modal labelledBy={titleId} onDismiss={onClose} initialFocus={initialFocus}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void act().then((problem) => {
            setBusy(false);
            if (problem === null) onClose();
            else setError(problem);
          });
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {children(error === null ? undefined : errorId)}
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-danger-ink">
            {error}
          </p>
        )}
        <DialogActions
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

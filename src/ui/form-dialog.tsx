import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { DialogActions } from './dialog-actions';
import { fieldClass } from './field-styles';
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

/**
 * A dialog that asks for one line of text: a labelled field, focused when it opens, its error
 * (and `hint`, a sentence under it) read with it. `act` gets what was typed.
 */
export function TextFieldDialog({
  title,
  submitLabel,
  busyLabel,
  label,
  initial,
  maxLength,
  hint,
  onFieldFocus,
  act,
  onClose,
}: {
  title: string;
  submitLabel: string;
  busyLabel: string;
  label: string;
  initial: string;
  maxLength: number;
  hint?: string;
  onFieldFocus?: (field: HTMLInputElement) => void;
  act: (typed: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState(initial);
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      act={() => act(typed)}
      onClose={onClose}
      initialFocus={field}
    >
      {(errorId) => (
        <>
          <label htmlFor={fieldId} className="mt-4 block font-medium text-ink">
            {label}
          </label>
          <input
            ref={field}
            id={fieldId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onFocus={onFieldFocus && ((event) => onFieldFocus(event.target))}
            maxLength={maxLength}
            autoComplete="off"
            aria-invalid={errorId !== undefined}
            aria-describedby={[hint && hintId, errorId].filter(Boolean).join(' ') || undefined}
            className={`${fieldClass} mt-1 w-full`}
          />
          {hint && (
            <p id={hintId} className="mt-2 text-sm text-ink-soft">
              {hint}
            </p>
          )}
        </>
      )}
    </FormDialog>
  );
}

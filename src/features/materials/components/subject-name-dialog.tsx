import { useId, useRef, useState } from 'react';
import { MAX_SUBJECT_NAME } from '../subjects/manage-own-subjects';
import { fieldClass } from '../../../ui/field-styles';
import { FormDialog } from '../../../ui/form-dialog';

/** Asks for a subject's name; `act` resolves to null when done, or to what went wrong. */
export function SubjectNameDialog({
  title,
  submitLabel,
  busyLabel,
  initial = '',
  hint,
  act,
  onClose,
}: {
  title: string;
  submitLabel: string;
  busyLabel: string;
  initial?: string;
  /** A sentence under the field: what the name changes. */
  hint: string;
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
            Subject name
          </label>
          <input
            ref={field}
            id={fieldId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            // Room for a few stray spaces, which are trimmed; the rule itself is checked on submit.
            maxLength={MAX_SUBJECT_NAME + 10}
            autoComplete="off"
            aria-invalid={errorId !== undefined}
            aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
            className={`${fieldClass} mt-1 w-full`}
          />
          <p id={hintId} className="mt-2 text-sm text-ink-soft">
            {hint}
          </p>
        </>
      )}
    </FormDialog>
  );
}

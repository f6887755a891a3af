import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { fieldClass } from '../../../ui/field-styles';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** What is wrong with the value, shown under the field at once and announced with it. */
  problem?: string;
  /** What the field expects, under it until there is a problem to show. */
  hint?: string;
  /** A password field gets a button that shows what was typed. */
  revealable?: boolean;
};

/** A labelled text input, the label always visible above it, its problem or hint below. */
export function AuthField({ label, problem, hint, revealable, type, ...inputProps }: FieldProps) {
  const id = useId();
  const noteId = useId();
  const [shown, setShown] = useState(false);
  const note = problem ?? hint;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-soft">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={revealable && shown ? 'text' : type}
          aria-invalid={problem ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className={`${fieldClass} w-full ${revealable ? 'pr-12' : ''}`}
          {...inputProps}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setShown((was) => !was)}
            aria-pressed={shown}
            aria-controls={id}
            // The same name on every field: it follows its field, and a name holding the
            // field's label would compete with the field for that label.
            aria-label="Show password"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-control text-ink-muted hover:text-ink"
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Eye aria-hidden="true" className="h-5 w-5" />
            )}
          </button>
        )}
      </div>
      {note && (
        <p
          id={noteId}
          className={`mt-1 text-sm ${problem ? 'font-medium text-danger-ink' : 'text-ink-muted'}`}
        >
          {note}
        </p>
      )}
    </div>
  );
}

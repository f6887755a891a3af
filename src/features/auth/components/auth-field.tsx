import { useId, type InputHTMLAttributes } from 'react';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
};

/** A labelled text input, the label always visible above it. */
export function AuthField({ label, ...inputProps }: FieldProps) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className="w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900 focus:border-indigo-600"
        {...inputProps}
      />
    </div>
  );
}

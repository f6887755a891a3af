import { AuthField } from './auth-field';

interface CredentialFieldProps {
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  hint?: string;
  onBlur?: () => void;
}

/** The account's e-mail address, labelled 'Email' (the sign-in helpers of the tests rely on it). */
export function EmailField({ value, onChange, problem, onBlur }: CredentialFieldProps) {
  return (
    <AuthField
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      problem={problem}
      onBlur={onBlur}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A password input, which can show what was typed; `autoComplete` tells password managers whether to fill or to suggest. */
export function PasswordField({
  label,
  autoComplete,
  value,
  onChange,
  problem,
  hint,
  onBlur,
}: CredentialFieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <AuthField
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      revealable
      value={value}
      problem={problem}
      hint={hint}
      onBlur={onBlur}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

import { AuthField } from './auth-field';

interface CredentialFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The account's e-mail address, labelled 'Email' (the sign-in helpers of the tests rely on it). */
export function EmailField({ value, onChange }: CredentialFieldProps) {
  return (
    <AuthField
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A password input; `autoComplete` tells password managers whether to fill or to suggest. */
export function PasswordField({
  label,
  autoComplete,
  value,
  onChange,
}: CredentialFieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <AuthField
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

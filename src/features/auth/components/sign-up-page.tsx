import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Alert } from '../../../ui/alert';
import { signUp } from '../auth-actions';
import { describeAuthError } from '../auth-error';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { useNavigateOnceSignedIn } from '../use-navigate-once-signed-in';
import { AuthCard } from './auth-card';
import { AuthField } from './auth-field';
import { SubmitButton } from './submit-button';

function SignUpForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const navigateOnceSignedIn = useNavigateOnceSignedIn();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please enter your email and a password.');
      return;
    }
    if (password !== confirm) {
      setError('Passwords do not match');
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { uid } = await signUp(email.trim(), password);
      navigateOnceSignedIn({ to: paths.branchSelection.href(), state: { uid } });
    } catch (caught) {
      setError(`Failed to create an account: ${describeAuthError(caught)}`);
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign Up">
      {error && (
        <div className="mb-4">
          <Alert>{error}</Alert>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <AuthField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <AuthField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <AuthField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <div className="mt-6">
          <SubmitButton busy={busy} label="Sign Up" busyLabel="Creating Account..." />
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={paths.signIn.href()} className="font-medium text-indigo-700 underline">
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}

export function SignUpPage() {
  return (
    <RedirectIfSignedIn>
      <SignUpForm />
    </RedirectIfSignedIn>
  );
}

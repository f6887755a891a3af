import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Alert } from '../../../ui/alert';
import { pathAfterSignIn, signIn } from '../auth-actions';
import { describeAuthError } from '../auth-error';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { useNavigateOnceSignedIn } from '../use-navigate-once-signed-in';
import { AuthCard } from './auth-card';
import { AuthField } from './auth-field';
import { SubmitButton } from './submit-button';

function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Checked by default: most students sign in on their own device.
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const navigateOnceSignedIn = useNavigateOnceSignedIn();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please enter your email and password.');
      return;
    }
    setError('');
    setBusy(true);
    try {
      await signIn(email.trim(), password, remember);
      navigateOnceSignedIn({ to: pathAfterSignIn() });
    } catch (caught) {
      setError(`Failed to sign in: ${describeAuthError(caught)}`);
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign In">
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
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="mb-6 flex items-center justify-between gap-4 text-sm">
          <label className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="h-4 w-4 accent-indigo-600"
            />
            Remember me
          </label>
          <Link
            to={paths.forgotPassword.href()}
            className="font-medium text-indigo-700 underline-offset-2 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <SubmitButton busy={busy} label="Sign In" busyLabel="Signing In..." />
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Need an account?{' '}
        <Link to={paths.signUp.href()} className="font-medium text-indigo-700 underline">
          Sign Up
        </Link>
      </p>
    </AuthCard>
  );
}

export function SignInPage() {
  return (
    <RedirectIfSignedIn>
      <SignInForm />
    </RedirectIfSignedIn>
  );
}

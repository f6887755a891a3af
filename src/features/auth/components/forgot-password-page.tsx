import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Alert } from '../../../ui/alert';
import { sendPasswordResetEmail } from '../auth-actions';
import { describeAuthError } from '../auth-error';
import { AuthCard } from './auth-card';
import { AuthField } from './auth-field';
import { SubmitButton } from './submit-button';

export const RESET_REDIRECT_MS = 3000;

export const RESET_SUCCESS_MESSAGE =
  'Password reset email sent successfully! Please check your spam inbox and follow the instructions to reset your password. Redirecting to sign in...';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate(paths.signIn.href()), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setError('Please enter your email address');
      return;
    }
    setError('');
    setBusy(true);
    try {
      await sendPasswordResetEmail(email.trim());
      setSent(true);
    } catch (caught) {
      setError(`Failed to reset password: ${describeAuthError(caught)}`);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthCard title="Reset Email Sent!">
        <Alert tone="success">{RESET_SUCCESS_MESSAGE}</Alert>
        <p className="mt-6 text-center text-sm text-slate-700">
          <Link to={paths.signIn.href()} className="font-medium text-indigo-700 underline">
            Back to Sign In
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password">
      <p className="mb-6 text-sm text-slate-700">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
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
        <div className="mt-6">
          <SubmitButton busy={busy} label="Send Reset Email" busyLabel="Sending Reset Email..." />
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to={paths.signIn.href()} className="font-medium text-indigo-700 underline">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}

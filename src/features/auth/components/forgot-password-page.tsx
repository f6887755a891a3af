import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { Alert } from '../../../ui/alert';
import { SubmitButton } from '../../../ui/submit-button';
import { sendPasswordResetEmail } from '../../../session/identity';
import { useAuthSubmit } from '../use-auth-submit';
import { AuthCard } from './auth-card';
import { AuthFooterLink } from './auth-footer-link';
import { EmailField } from './credential-fields';
import { FormAlert } from './form-alert';
import { NeedsNetworkNote } from '../../../ui/needs-network-note';

export const RESET_REDIRECT_MS = 3000;

export const RESET_SUCCESS_MESSAGE =
  'Password reset email sent successfully! Please check your spam inbox and follow the instructions to reset your password. Redirecting to sign in...';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { busy, error, setError, submit } = useAuthSubmit('Failed to reset password');
  const [sent, setSent] = useState(false);
  const [, navigate] = useLocation();

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
    await submit(async () => {
      await sendPasswordResetEmail(email.trim());
      setSent(true);
    });
  }

  if (sent) {
    return (
      <AuthCard title="Reset Email Sent!">
        <Alert tone="success">{RESET_SUCCESS_MESSAGE}</Alert>
        <AuthFooterLink to={paths.signIn.href()}>Back to Sign In</AuthFooterLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password">
      <p className="mb-6 text-sm text-ink-soft">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      <FormAlert text={error} />
      <form onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <div className="mt-6">
          <NeedsNetworkNote className="mb-4" action="Sending a reset e-mail" />
          <SubmitButton busy={busy} label="Send Reset Email" busyLabel="Sending Reset Email..." />
        </div>
      </form>
      <AuthFooterLink prompt="Remembered it?" to={paths.signIn.href()}>
        Back to Sign In
      </AuthFooterLink>
    </AuthCard>
  );
}

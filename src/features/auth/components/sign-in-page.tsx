import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { SubmitButton } from '../../../ui/submit-button';
import { signIn } from '../../../session/identity';
import { pathAfterSignIn } from '../path-after-sign-in';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { useAuthSubmit } from '../use-auth-submit';
import { useNavigateOnceSignedIn } from '../use-navigate-once-signed-in';
import { AuthCard } from './auth-card';
import { AuthFooterLink } from './auth-footer-link';
import { EmailField, PasswordField } from './credential-fields';
import { FormAlert } from './form-alert';
import { OrContinueWithGoogle } from './or-continue-with-google';
import { NeedsNetworkNote } from '../../../ui/needs-network-note';

function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Checked by default: most students sign in on their own device.
  const [remember, setRemember] = useState(true);
  const { busy, error, setError, submit } = useAuthSubmit('Failed to sign in');
  const navigateOnceSignedIn = useNavigateOnceSignedIn();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please enter your email and password.');
      return;
    }
    await submit(async () => {
      await signIn(email.trim(), password, remember);
      navigateOnceSignedIn({ to: pathAfterSignIn() });
    });
  }

  return (
    <AuthCard title="Sign In">
      <FormAlert text={error} />
      <form onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <div className="mb-6 flex items-center justify-between gap-4 text-sm">
          <label className="flex min-h-11 items-center gap-2 text-ink-soft">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="h-4 w-4 accent-primary"
            />
            Remember me
          </label>
          <Link
            to={paths.forgotPassword.href()}
            className="inline-flex items-center font-medium text-primary-ink underline-offset-2 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <NeedsNetworkNote className="mb-4" action="Signing in" />
        <SubmitButton busy={busy} label="Sign In" busyLabel="Signing In..." />
      </form>
      <OrContinueWithGoogle busy={busy} submit={submit} remember={remember} />
      <AuthFooterLink prompt="Need an account?" to={paths.signUp.href()}>
        Sign Up
      </AuthFooterLink>
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

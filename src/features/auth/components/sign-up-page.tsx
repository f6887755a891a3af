import { useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { SubmitButton } from '../../../ui/submit-button';
import { signUp } from '../../../session/identity';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';
import { passwordHint } from '../../../session/password-rules';
import { signUpProblems, type SignUpFields } from '../sign-up-checks';
import { useAuthSubmit } from '../use-auth-submit';
import { useNavigateOnceSignedIn } from '../use-navigate-once-signed-in';
import { usePasswordRules } from '../use-password-rules';
import { AuthCard } from './auth-card';
import { AuthFooterLink } from './auth-footer-link';
import { EmailField, PasswordField } from './credential-fields';
import { FormAlert } from './form-alert';
import { OrContinueWithGoogle } from './or-continue-with-google';
import { NeedsNetworkNote } from '../../../ui/needs-network-note';

function SignUpForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, submit } = useAuthSubmit('Failed to create an account');
  const navigateOnceSignedIn = useNavigateOnceSignedIn();
  const [touched, setTouched] = useState<ReadonlySet<keyof SignUpFields>>(new Set());
  const leave = (field: keyof SignUpFields) => () =>
    setTouched((was) => (was.has(field) ? was : new Set([...was, field])));
  // The confirmation is checked as it is typed, once it is as long as the password.
  const confirmTouched =
    touched.has('confirm') || (confirm !== '' && confirm.length >= password.length)
      ? new Set([...touched, 'confirm' as const])
      : touched;
  const rules = usePasswordRules();
  const problems = signUpProblems({ email, password, confirm }, confirmTouched, rules);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(new Set(['email', 'password', 'confirm']));
    if (!email.trim() || !password) {
      setError('Please enter your email and a password.');
      return;
    }
    if (password !== confirm) {
      setError('Passwords do not match');
      return;
    }
    await submit(async () => {
      const { uid } = await signUp(email.trim(), password);
      navigateOnceSignedIn({ to: paths.branchSelection.href(), state: { uid } });
    });
  }

  return (
    <AuthCard title="Sign Up">
      <FormAlert text={error} />
      <form onSubmit={onSubmit} noValidate>
        <EmailField
          value={email}
          onChange={setEmail}
          problem={problems.email}
          onBlur={leave('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          problem={problems.password}
          hint={passwordHint(rules)}
          onBlur={leave('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          problem={problems.confirm}
          onBlur={leave('confirm')}
        />
        <div className="mt-6">
          <NeedsNetworkNote className="mb-4" action="Creating an account" />
          <SubmitButton busy={busy} label="Sign Up" busyLabel="Creating Account..." />
        </div>
      </form>
      <OrContinueWithGoogle busy={busy} submit={submit} />
      <AuthFooterLink prompt="Already have an account?" to={paths.signIn.href()}>
        Sign In
      </AuthFooterLink>
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

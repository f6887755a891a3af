import { GoogleSignInButton } from './google-sign-in-button';

/** The other way in, under an e-mail form: a rule saying "or", then Google. */
export function OrContinueWithGoogle({
  busy,
  submit,
  remember = true,
}: {
  busy: boolean;
  submit: (action: () => Promise<void>) => Promise<void>;
  /** The sign-in form's Remember me; a sign-up is remembered. */
  remember?: boolean;
}) {
  return (
    <div className="mt-6">
      <div className="mb-4 flex items-center gap-3 text-sm text-ink-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </div>
      <GoogleSignInButton busy={busy} submit={submit} remember={remember} />
    </div>
  );
}

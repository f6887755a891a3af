import { useEffect, useState } from 'react';
import { takeGoogleRedirect } from '../../storage/redirect-store';
import type { EmulatorGoogleAccount } from '../../session/emulator-google-identity';
import type { GoogleOutcome } from '../../session/google-identity';
import { pathAfterGoogle } from './path-after-sign-in';
import { useNavigateOnceSignedIn } from './use-navigate-once-signed-in';

/**
 * Google sign-in for a form: `submit` is the form's own (its busy state and error line), and
 * `remember` its Remember me (a new account is remembered, as a sign-up is). The
 * popup and redirect code loads on the first press, not with the screen.
 */
export function useGoogleSignIn(
  submit: (action: () => Promise<void>) => Promise<void>,
  remember: boolean,
) {
  const navigateOnceSignedIn = useNavigateOnceSignedIn();
  const [choosing, setChoosing] = useState(false);

  async function finish(outcome: GoogleOutcome | null) {
    // null: the page is leaving for Google's redirect.
    if (!outcome) return;
    navigateOnceSignedIn({ to: pathAfterGoogle(outcome), state: { uid: outcome.uid } });
  }

  // Back from Google after a sign-in by redirect: finish it here.
  useEffect(() => {
    if (!takeGoogleRedirect()) return;
    void submit(async () => {
      const { finishGoogleRedirect } = await import('../../session/google-identity');
      await finish(await finishGoogleRedirect());
    });
    // Once, on arrival: the note is taken, so a second run would find nothing anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    choosing,
    start() {
      // Against the Auth emulator the account comes from a dialog of the app, not Google's popup.
      // The constant itself (not a copy) guards it, so a production build drops that code.
      if (__EMULATOR_GOOGLE__) {
        setChoosing(true);
        return;
      }
      void submit(async () => {
        const { signInWithGoogle } = await import('../../session/google-identity');
        await finish(await signInWithGoogle(remember));
      });
    },
    cancel: () => setChoosing(false),
    chooseAccount(account: EmulatorGoogleAccount) {
      setChoosing(false);
      if (!__EMULATOR_GOOGLE__) return;
      void submit(async () => {
        const { signInWithEmulatorGoogle } = await import('../../session/emulator-google-identity');
        await finish(await signInWithEmulatorGoogle(account, remember));
      });
    },
  };
}

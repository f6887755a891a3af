import { buttonClass } from '../../../ui/button-styles';
import { deferredComponent } from '../../../ui/deferred-component';
import { useGoogleSignIn } from '../use-google-sign-in';
import { GoogleMark } from './google-mark';

// False in a production build, which then holds neither the dialog nor its code.
const EmulatorGoogleDialog = __EMULATOR_GOOGLE__
  ? deferredComponent(() => import('./emulator-google-dialog').then((m) => m.EmulatorGoogleDialog))
  : null;

/** "Continue with Google" on the sign-in and sign-up screens, failing into the form's alert. */
export function GoogleSignInButton({
  busy,
  submit,
  remember,
}: {
  busy: boolean;
  submit: (action: () => Promise<void>) => Promise<void>;
  remember: boolean;
}) {
  const google = useGoogleSignIn(submit, remember);
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={google.start}
        className={`${buttonClass('secondary')} w-full justify-center py-2.5`}
      >
        <GoogleMark />
        Continue with Google
      </button>
      {google.choosing && EmulatorGoogleDialog && (
        <EmulatorGoogleDialog onCancel={google.cancel} onChoose={google.chooseAccount} />
      )}
    </>
  );
}

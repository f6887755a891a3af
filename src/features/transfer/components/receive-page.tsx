import { useId, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { fieldClass } from '../../../ui/field-styles';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { paths } from '../../../config/paths';
import { useHomeScreenNotice } from '../../library/keeping/use-home-screen-notice';
import { HomeScreenFirst } from '../../library/components/home-screen-first';
import { useAuth } from '../../../session/auth-context';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { CODE_PARAM } from '../pairing-code';
import { transferTexts } from '../transfer-texts';
import { useReceive } from '../use-receive';
import { PairedDigits, TransferStatus } from './transfer-status';

function Receiving({ uid, kinds }: { uid: string; kinds: readonly KindSettings[] }) {
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => params.get(CODE_PARAM)?.slice(0, 20) ?? '');
  const { state, receive, again } = useReceive(uid, kinds);
  const [keepInSync, setKeepInSync] = useState(true);
  const fieldId = useId();
  const errorId = useId();

  if (state.step === 'receiving' || state.step === 'connecting')
    return state.step === 'connecting' ? (
      <p role="status" className="text-ink">
        Connecting to your other device…
      </p>
    ) : (
      <TransferStatus verb="Receiving" digits={state.digits} progress={state.progress} />
    );
  if (state.step === 'done')
    return (
      <>
        <PairedDigits digits={state.digits} />
        <Alert tone={state.failed ? 'error' : 'success'}>{state.text}</Alert>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className={buttonClass('outline')} onClick={again}>
            Receive again
          </button>
          <Link to={paths.dashboard.href()} className={buttonClass('secondary')}>
            Go to Dashboard
          </Link>
        </div>
      </>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void receive(code, keepInSync);
      }}
    >
      <label htmlFor={fieldId} className="font-semibold text-ink">
        Pairing code
      </label>
      <p className="text-sm text-ink-soft">
        Shown on your other device under Send to another device.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={fieldId}
          className={`${fieldClass} w-56 font-mono text-lg tracking-widest uppercase`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={state.codeError !== null}
          aria-describedby={state.codeError ? errorId : undefined}
        />
        <button type="submit" className={buttonClass('primary')}>
          Receive files
        </button>
      </div>
      {state.codeError && (
        <p id={errorId} className="mt-2 text-sm text-danger-ink">
          {state.codeError}
        </p>
      )}
      <label className="mt-3 flex min-h-11 items-center gap-2 text-ink-soft">
        <input
          type="checkbox"
          checked={keepInSync}
          onChange={(event) => setKeepInSync(event.target.checked)}
          className="h-4 w-4 accent-primary"
        />
        Keep both devices in sync from now on
      </label>
    </form>
  );
}

/** /receive: takes the code of the student's other device and stores what this one lacks. */
export function ReceivePage({ kinds }: { kinds: readonly KindSettings[] }) {
  useDocumentTitle('Receive from another device');
  const { user } = useAuth();
  // Files received in an iPhone's browser tab are erased after 7 days away, as uploads are.
  const homeScreen = useHomeScreenNotice();
  if (homeScreen.show)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold text-ink">Receive from another device</h1>
        <HomeScreenFirst onAccept={homeScreen.accept} />
      </div>
    );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">Receive from another device</h1>
      <p className="mt-1 mb-6 text-ink-soft">
        Files come straight from your other device, encrypted, and are kept only here. Files this
        device has already are not sent again.
      </p>
      <div className={`${cardClass} p-5`}>{user && <Receiving uid={user.uid} kinds={kinds} />}</div>
      <p className="mt-6 text-sm text-ink-soft">{transferTexts.fallback}</p>
    </div>
  );
}

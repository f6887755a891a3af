import { Send } from 'lucide-react';
import { useRef } from 'react';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { EmptyState } from '../../../ui/empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAuth } from '../../../session/auth-context';
import type { KindSettings } from '../../library/kinds/kind-settings';
import type { LibraryFile } from '../../library/library-files';
import { transferTexts } from '../transfer-texts';
import { useOwnFiles } from '../use-own-files';
import { useSend } from '../use-send';
import { ChooseFiles } from './choose-files';
import { PairingPanel } from './pairing-panel';
import { PairedDigits, TransferStatus } from './transfer-status';

function Sending({ uid, kinds }: { uid: string; kinds: readonly KindSettings[] }) {
  const own = useOwnFiles(kinds, uid);
  const { state, start, cancel } = useSend(uid);
  const chosen = useRef<LibraryFile[]>([]);
  const send = (files: LibraryFile[]) => {
    chosen.current = files;
    void start(files.map(({ record, layout }) => ({ record, layout })));
  };

  if (own.length === 0 && state.step === 'choosing')
    return (
      <EmptyState icon={Send} title="No files of yours to send">
        Upload files on this device first: only files you uploaded are sent.
      </EmptyState>
    );
  return (
    <div className={`${cardClass} p-5`}>
      {(state.step === 'choosing' || state.step === 'starting') && (
        <ChooseFiles own={own} onSend={send} busy={state.step === 'starting'} />
      )}
      {state.step === 'pairing' && (
        <PairingPanel
          code={state.code}
          expiresAt={state.expiresAt}
          spent={state.spent}
          onCancel={cancel}
          onNewCode={() => send(chosen.current)}
        />
      )}
      {state.step === 'sending' && (
        <TransferStatus verb="Sending" digits={state.digits} progress={state.progress} />
      )}
      {state.step === 'done' && (
        <>
          <PairedDigits digits={state.digits} />
          <Alert tone={state.failed ? 'error' : 'success'}>{state.text}</Alert>
          <button type="button" className={`${buttonClass('outline')} mt-4`} onClick={cancel}>
            Send more files
          </button>
        </>
      )}
    </div>
  );
}

/** /send: the student's own files go straight to their other device, encrypted, through no server. */
export function SendPage({ kinds }: { kinds: readonly KindSettings[] }) {
  useDocumentTitle('Send to another device');
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">Send to another device</h1>
      <p className="mt-1 mb-6 text-ink-soft">
        Move your files to your phone or another computer signed in as you. They go straight from
        this device to the other, encrypted; no server keeps them or sees them.
      </p>
      {user && <Sending uid={user.uid} kinds={kinds} />}
      <p className="mt-6 text-sm text-ink-soft">{transferTexts.fallback}</p>
    </div>
  );
}

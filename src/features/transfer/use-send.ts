/**
 * Sending to the student's other device: shows a code, waits at the pairing service for a device
 * to use it, admits the first one signed in as the same student within 5 minutes, and sends it
 * what it lacks. A device of another student is refused and the code stays open for the right one.
 */
import { readOwnSubjects } from '../../storage/own-subjects-store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LinkClosedError, type Link } from './link';
import { CODE_LIFETIME_MS, newPairingCode } from './pairing-code';
import { PairingError, waitForDevices, type Pairing } from './peer-link';
import { offerOf, serveReceiver, type OutgoingFile, type SendOutcome } from './send-files';
import { pairingFailureText, transferTexts } from './transfer-texts';
import type { TransferProgress } from './transfer-progress';

export type SendState =
  | { step: 'choosing' }
  | { step: 'starting' }
  | { step: 'pairing'; code: string; expiresAt: number; note: string | null }
  | { step: 'sending'; progress: TransferProgress | null }
  | { step: 'done'; text: string; failed: boolean };

function outcomeText(outcome: SendOutcome): string {
  if (outcome.type === 'sent') return transferTexts.sent(outcome.stored, outcome.skipped);
  if (outcome.type === 'stopped') return transferTexts.stoppedByReceiver;
  return transferTexts.refused[outcome.why];
}

export function useSend(uid: string) {
  const [state, setState] = useState<SendState>({ step: 'choosing' });
  const pairing = useRef<Pairing | null>(null);

  const leave = useCallback(() => {
    pairing.current?.close();
    pairing.current = null;
  }, []);
  useEffect(() => leave, [leave]);

  const start = useCallback(
    async (files: readonly OutgoingFile[]) => {
      leave();
      setState({ step: 'starting' });
      const offer = offerOf(uid, files);
      const subjects = readOwnSubjects();
      const code = newPairingCode();
      const expiresAt = Date.now() + CODE_LIFETIME_MS;
      // One device per code: the first signed in as this student within the 5 minutes.
      let admitted: Link | null = null;
      const finish = (text: string, failed: boolean) => {
        leave();
        setState({ step: 'done', text, failed });
      };
      const onDevice = (link: Link) => {
        serveReceiver(link, {
          uid,
          files,
          offer,
          subjects,
          admit: () => {
            if (Date.now() > expiresAt) return 'expired';
            if (admitted) return 'used';
            admitted = link;
            setState({ step: 'sending', progress: null });
            return null;
          },
          onProgress: (progress) => setState({ step: 'sending', progress }),
        })
          .then((outcome) => {
            if (admitted === link) finish(outcomeText(outcome), outcome.type !== 'sent');
            else if (outcome.type === 'refused' && outcome.why === 'student')
              setState((now) =>
                now.step === 'pairing' ? { ...now, note: transferTexts.strangerTried } : now,
              );
          })
          .catch((error: unknown) => {
            if (admitted !== link) return;
            const lost = error instanceof LinkClosedError;
            finish(lost ? transferTexts.lostSending : transferTexts.broken, true);
          })
          .finally(() => link.close());
      };
      try {
        pairing.current = await waitForDevices(code, onDevice);
        setState({ step: 'pairing', code, expiresAt, note: null });
      } catch (error) {
        const failure = error instanceof PairingError ? error.failure : 'unreachable';
        finish(pairingFailureText(failure, code), true);
      }
    },
    [leave, uid],
  );

  const cancel = useCallback(() => {
    leave();
    setState({ step: 'choosing' });
  }, [leave]);

  return { state, start, cancel };
}

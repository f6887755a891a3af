/**
 * Sending to the student's other device: shows a code, waits at the pairing service for a device
 * to use it, pairs with the first one within 5 minutes (pair-devices.ts), and sends it what it
 * lacks. The code gives one try: a device that fails to pair ends it, and the student shows a new
 * one.
 */
import { readOwnSubjects } from '../../storage/own-subjects-store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LinkClosedError, type Link } from './link';
import { pairAsSender } from './pair-devices';
import { keepPairedDevice, thisDeviceCard } from './devices/this-device';
import { CODE_LIFETIME_MS, newPairingCode, secretOf } from './pairing-code';
import { PairingError, waitForDevices, type Pairing } from './peer-link';
import { offerOf, serveReceiver, type OutgoingFile, type SendOutcome } from './send-files';
import { pairingFailureText, transferTexts } from './transfer-texts';
import { transferStarted } from './transfer-activity';
import type { TransferProgress } from './transfer-progress';

export type SendState =
  | { step: 'choosing' }
  | { step: 'starting' }
  /** `spent`: a device tried the code and failed, so it admits no one any more. */
  | { step: 'pairing'; code: string; expiresAt: number; spent: boolean }
  | { step: 'sending'; digits: string; progress: TransferProgress | null }
  /** `digits`: what the paired screens showed, kept for the student to compare after. */
  | { step: 'done'; text: string; failed: boolean; digits?: string };

function outcomeText(outcome: SendOutcome): string {
  if (outcome.type === 'sent') return transferTexts.sent(outcome.stored, outcome.skipped);
  return transferTexts.stoppedByReceiver;
}

/** Tries at a code whose first part another waiting device holds already, before giving up. */
const CODE_TRIES = 3;

export function useSend(uid: string) {
  const [state, setState] = useState<SendState>({ step: 'choosing' });
  const pairing = useRef<Pairing | null>(null);
  const underWay = useRef<(() => void) | null>(null);

  const leave = useCallback(() => {
    pairing.current?.close();
    pairing.current = null;
    underWay.current?.();
    underWay.current = null;
  }, []);
  useEffect(() => leave, [leave]);

  const start = useCallback(
    async (files: readonly OutgoingFile[]) => {
      leave();
      underWay.current = transferStarted();
      setState({ step: 'starting' });
      const offer = offerOf(uid, files);
      const subjects = readOwnSubjects();
      const expiresAt = Date.now() + CODE_LIFETIME_MS;
      // One device per code: the first to try it, within the 5 minutes.
      let claimed: Link | null = null;
      let digits: string | undefined;
      const finish = (text: string, failed: boolean) => {
        leave();
        setState({ step: 'done', text, failed, ...(digits !== undefined && { digits }) });
      };
      const me = await thisDeviceCard();
      const sendTo = async (link: Link, code: string) => {
        const paired = await pairAsSender(link, {
          secret: secretOf(code),
          uid,
          me,
          claim: () => {
            if (Date.now() > expiresAt) return 'expired';
            if (claimed) return 'used';
            claimed = link;
            return null;
          },
        });
        if (paired.type === 'refused') return;
        if (paired.type === 'mismatch') {
          leave();
          setState((now) => (now.step === 'pairing' ? { ...now, spent: true } : now));
          return;
        }
        digits = paired.digits;
        await keepPairedDevice(uid, paired.device);
        setState({ step: 'sending', digits: paired.digits, progress: null });
        const outcome = await serveReceiver(link, {
          files,
          offer,
          subjects,
          onProgress: (progress) => setState({ step: 'sending', digits: paired.digits, progress }),
        });
        finish(outcomeText(outcome), outcome.type !== 'sent');
      };
      for (let tries = 1; ; tries += 1) {
        const code = newPairingCode();
        const onDevice = (link: Link) => {
          sendTo(link, code)
            .catch((error: unknown) => {
              if (claimed !== link) return;
              const lost = error instanceof LinkClosedError;
              finish(lost ? transferTexts.lostSending : transferTexts.broken, true);
            })
            .finally(() => link.close());
        };
        try {
          pairing.current = await waitForDevices(code, uid, onDevice);
          setState({ step: 'pairing', code, expiresAt, spent: false });
          return;
        } catch (error) {
          const failure = error instanceof PairingError ? error.failure : 'unreachable';
          if (failure === 'code-taken' && tries < CODE_TRIES) continue;
          finish(pairingFailureText(failure, code), true);
          return;
        }
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

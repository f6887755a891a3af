/** Receiving from the student's other device: the code, the connection, pairing, then each file it lacks. */
import { useCallback, useState } from 'react';
import type { KindSettings } from '../library/kinds/kind-settings';
import { LinkClosedError, type Link } from './link';
import { pairAsReceiver, PairingMismatchError, PairingRefusedError } from './pair-devices';
import { keepPairedDevice, thisDeviceCard } from './devices/this-device';
import { readPairingCode, secretOf } from './pairing-code';
import { connectToDevice, PairingError } from './peer-link';
import { transferStarted } from './transfer-activity';
import { receiveFrom, type ReceiveOutcome } from './receive-files';
import { pairingFailureText, transferTexts } from './transfer-texts';
import type { TransferProgress } from './transfer-progress';

export type ReceiveState =
  | { step: 'idle'; codeError: string | null }
  | { step: 'connecting' }
  | { step: 'receiving'; digits: string; progress: TransferProgress | null }
  /** `digits`: what the paired screens showed, kept for the student to compare after. */
  | { step: 'done'; text: string; failed: boolean; digits?: string };

function outcomeText(outcome: ReceiveOutcome): { text: string; failed: boolean } {
  if (outcome.ended === 'lost') return { text: transferTexts.lost(outcome.stored), failed: true };
  if (outcome.ended === 'broken') return { text: transferTexts.broken, failed: true };
  if (outcome.message !== null) return { text: outcome.message, failed: true };
  return { text: transferTexts.received(outcome), failed: false };
}

/** What to say when pairing or the transfer after it threw. */
function failureText(error: unknown, paired: boolean): string {
  if (error instanceof PairingRefusedError) return transferTexts.refused[error.why];
  if (error instanceof PairingMismatchError) return transferTexts.mismatch;
  if (error instanceof LinkClosedError)
    return paired ? transferTexts.lost(0) : transferTexts.mismatch;
  return transferTexts.broken;
}

export function useReceive(uid: string, kinds: readonly KindSettings[]) {
  const [state, setState] = useState<ReceiveState>({ step: 'idle', codeError: null });

  const receive = useCallback(
    /** `keepInSync`: remember the other device, and be remembered by it (Your devices). */
    async (typed: string, keepInSync = true) => {
      const code = readPairingCode(typed);
      if (code === null) {
        setState({ step: 'idle', codeError: transferTexts.badCode });
        return;
      }
      setState({ step: 'connecting' });
      const ended = transferStarted();
      let link: Link;
      try {
        link = await connectToDevice(code, uid);
      } catch (error) {
        ended();
        const failure = error instanceof PairingError ? error.failure : 'unreachable';
        setState({ step: 'done', text: pairingFailureText(failure, code), failed: true });
        return;
      }
      let digits: string | undefined;
      try {
        const card = await thisDeviceCard();
        const paired = await pairAsReceiver(link, {
          secret: secretOf(code),
          uid,
          // Without its key the other device does not remember this one either.
          me: keepInSync ? card : { name: card.name, publicKey: '' },
        });
        digits = paired.digits;
        if (keepInSync) await keepPairedDevice(uid, paired.device);
        const shown = digits;
        setState({ step: 'receiving', digits, progress: null });
        const outcome = await receiveFrom(link, {
          uid,
          kinds,
          onProgress: (progress) => setState({ step: 'receiving', digits: shown, progress }),
        });
        setState({ step: 'done', ...outcomeText(outcome), digits });
      } catch (error) {
        const text = failureText(error, digits !== undefined);
        setState({ step: 'done', text, failed: true, ...(digits !== undefined && { digits }) });
      } finally {
        link.close();
        ended();
      }
    },
    [kinds, uid],
  );

  const again = useCallback(() => setState({ step: 'idle', codeError: null }), []);
  return { state, receive, again };
}

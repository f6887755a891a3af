/** Receiving from the student's other device: the code, the connection, then each file it lacks. */
import { useCallback, useState } from 'react';
import type { KindSettings } from '../library/kinds/kind-settings';
import { LinkClosedError, type Link } from './link';
import { readPairingCode } from './pairing-code';
import { connectToDevice, PairingError } from './peer-link';
import { receiveFrom, type ReceiveOutcome } from './receive-files';
import { pairingFailureText, transferTexts } from './transfer-texts';
import type { TransferProgress } from './transfer-progress';

export type ReceiveState =
  | { step: 'idle'; codeError: string | null }
  | { step: 'connecting' }
  | { step: 'receiving'; progress: TransferProgress | null }
  | { step: 'done'; text: string; failed: boolean };

function outcomeText(outcome: ReceiveOutcome): { text: string; failed: boolean } {
  if (outcome.type === 'refused') return { text: transferTexts.refused[outcome.why], failed: true };
  if (outcome.ended === 'lost') return { text: transferTexts.lost(outcome.stored), failed: true };
  if (outcome.ended === 'broken') return { text: transferTexts.broken, failed: true };
  if (outcome.message !== null) return { text: outcome.message, failed: true };
  return {
    text: transferTexts.received(outcome),
    failed: false,
  };
}

export function useReceive(uid: string, kinds: readonly KindSettings[]) {
  const [state, setState] = useState<ReceiveState>({ step: 'idle', codeError: null });

  const receive = useCallback(
    async (typed: string) => {
      const code = readPairingCode(typed);
      if (code === null) {
        setState({ step: 'idle', codeError: transferTexts.badCode });
        return;
      }
      setState({ step: 'connecting' });
      let link: Link;
      try {
        link = await connectToDevice(code);
      } catch (error) {
        const failure = error instanceof PairingError ? error.failure : 'unreachable';
        setState({ step: 'done', text: pairingFailureText(failure, code), failed: true });
        return;
      }
      try {
        setState({ step: 'receiving', progress: null });
        const outcome = await receiveFrom(link, {
          uid,
          kinds,
          onProgress: (progress) => setState({ step: 'receiving', progress }),
        });
        setState({ step: 'done', ...outcomeText(outcome) });
      } catch (error) {
        const text =
          error instanceof LinkClosedError ? transferTexts.lost(0) : transferTexts.broken;
        setState({ step: 'done', text, failed: true });
      } finally {
        link.close();
      }
    },
    [kinds, uid],
  );

  const again = useCallback(() => setState({ step: 'idle', codeError: null }), []);
  return { state, receive, again };
}

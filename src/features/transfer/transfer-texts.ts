/** What a transfer says to the student, on either device. */
import type { PairingFailure } from './peer-link';
import type { Refusal } from './transfer-messages';
import { spacedCode } from './pairing-code';

/** What a finished receive came to, file by file. */
export interface ReceivedCounts {
  stored: number;
  /** Already listed on this device. */
  skipped: number;
  /** Offered but gone from the sending device meanwhile. */
  missing: number;
  /** In the student's Trash on this device: not received again over it. */
  inTrash: number;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const transferTexts = {
  fallback:
    'No connection between your devices? Use Back up library in the profile menu here, then restore the backup on the other device.',
  unreachable:
    'Could not reach the pairing service, so your devices cannot find each other. Check that this device is online and try again, or move your files with a backup instead.',
  codeTaken: 'Could not make a pairing code. Please try again.',
  unsupported:
    'This browser cannot connect to another device directly. Move your files with a backup instead, or use another browser.',
  noDevice: (code: string) =>
    `No device is waiting with the code ${spacedCode(code)}. Check the code shown on your other device: a code lasts 5 minutes.`,
  noRoute:
    'Your devices found each other but could not connect. Put both on the same Wi-Fi and try again, or move your files with a backup instead.',
  badCode: 'A pairing code is 9 letters and digits, like K7P 2QX M49.',
  refused: {
    expired: 'This code has expired. Show a new code on your other device and type that one.',
    used: 'This code has already been used. Show a new code on your other device.',
    version:
      'Your other device runs another version of StudyShelf. Reload StudyShelf on both devices and try again.',
  } satisfies Record<Refusal, string>,
  mismatch:
    'Pairing failed, and nothing was sent: the code was not the one shown, the other device is signed in as another student, or something between your devices interfered. Show a new code on your other device and type that one.',
  codeSpent:
    'A device tried this code and could not pair: a wrong code, another student, or something between your devices. Nothing was sent to it, and the code is ended. Show a new code to pair your device.',
  paired: (digits: string) =>
    `Paired. Check that your other device shows the same number: ${digits}.`,
  expiredHere: 'This code has expired. Show a new code to pair your other device.',
  broken:
    'The other device sent something StudyShelf could not read, so the transfer stopped. The files stored before it are kept.',
  lost: (stored: number) =>
    `The connection was lost. ${plural(stored, 'file')} arrived complete and ${stored === 1 ? 'is' : 'are'} kept; the file under way was not stored. Show a new code on your other device to receive the rest.`,
  lostSending:
    'The connection to your other device was lost. Show a new code to send the rest: files it already has are not sent again.',
  received: ({ stored, skipped, missing, inTrash }: ReceivedCounts) =>
    [
      stored === 0 ? 'No new files arrived.' : `Received ${plural(stored, 'file')}.`,
      skipped > 0 ? `${plural(skipped, 'file was', 'files were')} already on this device.` : '',
      inTrash > 0
        ? `${plural(inTrash, 'file')} in your Trash ${inTrash === 1 ? 'was' : 'were'} left out: restore ${inTrash === 1 ? 'it' : 'them'} from the Trash.`
        : '',
      missing > 0
        ? `${plural(missing, 'file')} could not be read on the other device and ${missing === 1 ? 'was' : 'were'} left out.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  sent: (stored: number, skipped: number) =>
    [
      stored === 0
        ? 'Your other device had every file already.'
        : `Sent ${plural(stored, 'file')} to your other device.`,
      stored > 0 && skipped > 0 ? `It had ${plural(skipped, 'file')} already.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  stoppedByReceiver: 'Your other device stopped the transfer: see the message there.',
} as const;

export function pairingFailureText(failure: PairingFailure, code: string): string {
  if (failure === 'no-device') return transferTexts.noDevice(code);
  if (failure === 'no-route') return transferTexts.noRoute;
  if (failure === 'code-taken') return transferTexts.codeTaken;
  if (failure === 'unsupported') return transferTexts.unsupported;
  return transferTexts.unreachable;
}

/**
 * The code that pairs a student's two devices: 9 characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L), read off one screen and typed on another, in two parts of different jobs:
 * - the first 4 find the waiting device at the pairing service, which sees them only as a hash;
 * - the last 5 never leave either device: they are the secret of the key exchange (cpace.ts), so
 *   whoever runs the service, or watches it, learns nothing that lets them pair.
 * 5 characters are 31^5 (about 28.6 million) secrets, and each guess costs a live exchange that ends
 * the code when it fails: one chance in 28 million, once.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const MEETING_LENGTH = 4;
export const CODE_LENGTH = 9;
/** How long a code admits a device. */
export const CODE_LIFETIME_MS = 5 * 60_000;

/** A new code, each character drawn evenly from the alphabet. */
export function newPairingCode(): string {
  // The largest multiple of the alphabet's size below 256: bytes above it would favour some letters.
  const limit = 256 - (256 % ALPHABET.length);
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(CODE_LENGTH * 2))) {
      if (byte < limit && code.length < CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}

/** The code a student typed (any case, spaces or dashes between), or null if it cannot be one. */
export function readPairingCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/** `K7P2QXM49` as it is shown: `K7P 2QX M49`. */
export function spacedCode(code: string): string {
  return code.match(/.{1,3}/g)?.join(' ') ?? code;
}

/**
 * The name the sending device registers under at the pairing service: a hash of the code's first
 * part only, so the name says nothing of the secret part, the student or the device.
 */
export function peerIdOf(code: string): string {
  const meeting = new TextEncoder().encode(`StudyShelf meeting|${code.slice(0, MEETING_LENGTH)}`);
  return `studyshelf-${bytesToHex(sha256(meeting)).slice(0, 32)}`;
}

/** The part of the code that only the two devices know: the key exchange's secret. */
export function secretOf(code: string): string {
  return code.slice(MEETING_LENGTH);
}

/** The query parameter of /receive that brings a code, from the QR code a phone's camera reads. */
export const CODE_PARAM = 'code';

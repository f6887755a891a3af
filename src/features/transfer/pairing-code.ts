/**
 * The code that pairs a student's two devices: 6 characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L), so it can be read off one screen and typed on another. A device waiting to send
 * is known to the pairing service by its code and nothing else.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;
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

/** `K7P2QX` as it is shown: `K7P 2QX`. */
export function spacedCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/** The name the sending device registers under at the pairing service. */
export function peerIdOf(code: string): string {
  return `studyshelf-send-${code}`;
}

/** The query parameter of /receive that brings a code, from the QR code a phone's camera reads. */
export const CODE_PARAM = 'code';

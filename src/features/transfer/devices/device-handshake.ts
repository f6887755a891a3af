/**
 * How two paired devices know each other again with no code: over a new channel, each signs the
 * handshake (the student, both device ids, a fresh nonce from each, and both DTLS fingerprints)
 * with its own private key, and each checks the other's signature against the public key it kept
 * when they paired. Someone who is not one of them cannot sign; a pairing service that put itself
 * between them would show each a fingerprint the other did not sign. Nothing of the library is
 * said before both signatures hold.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { signedBy } from '../../../storage/device-identity';
import type { PairedDevice } from '../../../storage/paired-devices-store';
import type { Link } from '../link';
import { ProtocolError, readFrame, sendJson } from '../transfer-messages';

export const HANDSHAKE_VERSION = 1;
/** How long a side waits for the other's next word of the handshake. */
const HANDSHAKE_WAIT_MS = 20_000;

export interface Signer {
  id: string;
  sign(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>;
}

/** The listener does not know the dialer (removed, or never paired), or is in a sync already. */
export class HandshakeRefusedError extends Error {
  override name = 'HandshakeRefusedError';
  constructor(readonly why: 'unknown' | 'busy') {
    super(why);
  }
}

/** A signature did not hold: not the device it says, or something between the two. */
export class HandshakeFailedError extends Error {
  override name = 'HandshakeFailedError';
}

type Word =
  | { t: 'knock'; v: number; device: string; nonce: string; sig?: string }
  | { t: 'proof'; sig: string }
  | { t: 'refused'; why: 'unknown' | 'busy' };

const hex = (value: unknown, bytes: number): value is string =>
  typeof value === 'string' && value.length <= bytes * 2 && /^(?:[0-9a-f]{2})+$/.test(value);

function wordOf(value: unknown): Word {
  if (typeof value === 'object' && value !== null) {
    const word = value as Record<string, unknown>;
    if (
      word.t === 'knock' &&
      Number.isSafeInteger(word.v) &&
      hex(word.device, 16) &&
      hex(word.nonce, 32) &&
      (word.sig === undefined || hex(word.sig, 128))
    )
      return {
        t: 'knock',
        v: word.v as number,
        device: word.device,
        nonce: word.nonce,
        ...(word.sig !== undefined && { sig: word.sig as string }),
      };
    if (word.t === 'proof' && hex(word.sig, 128)) return { t: 'proof', sig: word.sig };
    if (word.t === 'refused' && (word.why === 'unknown' || word.why === 'busy'))
      return { t: 'refused', why: word.why };
  }
  throw new ProtocolError('A word of no handshake.');
}

const say = (link: Link, word: Word) => sendJson(link, word);

async function nextWord(link: Link): Promise<Word> {
  const frame = await readFrame(link, HANDSHAKE_WAIT_MS);
  if (!('message' in frame)) throw new ProtocolError('Bytes in a handshake.');
  return wordOf(frame.message);
}

/** What both sign: the same bytes on both sides only if each saw the other's certificate. */
function transcript(
  uid: string,
  dialer: { id: string; nonce: string; fingerprint: string },
  listener: { id: string; nonce: string; fingerprint: string },
): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(
    JSON.stringify([
      'StudyShelf devices',
      HANDSHAKE_VERSION,
      uid,
      dialer.id,
      listener.id,
      dialer.nonce,
      listener.nonce,
      dialer.fingerprint,
      listener.fingerprint,
    ]),
  );
}

const freshNonce = () => bytesToHex(crypto.getRandomValues(new Uint8Array(16)));

/** The dialing side: `expected` is the paired device it dialed. Resolves once both are proven. */
export async function dialDevice(
  link: Link,
  { uid, me, expected }: { uid: string; me: Signer; expected: PairedDevice },
): Promise<void> {
  const nonce = freshNonce();
  await say(link, { t: 'knock', v: HANDSHAKE_VERSION, device: me.id, nonce });
  const answer = await nextWord(link);
  if (answer.t === 'refused') throw new HandshakeRefusedError(answer.why);
  if (answer.t !== 'knock' || answer.sig === undefined || answer.device !== expected.id)
    throw new HandshakeFailedError('Not the device dialed.');
  const signed = transcript(
    uid,
    { id: me.id, nonce, fingerprint: link.fingerprints.own },
    { id: answer.device, nonce: answer.nonce, fingerprint: link.fingerprints.theirs },
  );
  if (!(await signedBy(expected.publicKey, signed, hexToBytes(answer.sig)))) {
    link.close();
    throw new HandshakeFailedError('A signature that does not hold.');
  }
  await say(link, { t: 'proof', sig: bytesToHex(await me.sign(signed)) });
}

/**
 * The listening side: `known` finds a paired device by id, `busy` says whether a sync is under way
 * here. Resolves with the dialer once both are proven.
 */
export async function answerDevice(
  link: Link,
  {
    uid,
    me,
    known,
    busy,
  }: {
    uid: string;
    me: Signer;
    known: (id: string) => PairedDevice | undefined;
    busy: () => boolean;
  },
): Promise<PairedDevice> {
  const knock = await nextWord(link);
  if (knock.t !== 'knock' || knock.sig !== undefined || knock.v !== HANDSHAKE_VERSION)
    throw new ProtocolError('No knock.');
  const dialer = known(knock.device);
  const refusal = !dialer ? 'unknown' : busy() ? 'busy' : null;
  if (refusal || !dialer) {
    await say(link, { t: 'refused', why: refusal ?? 'unknown' });
    throw new HandshakeRefusedError(refusal ?? 'unknown');
  }
  const nonce = freshNonce();
  const signed = transcript(
    uid,
    { id: knock.device, nonce: knock.nonce, fingerprint: link.fingerprints.theirs },
    { id: me.id, nonce, fingerprint: link.fingerprints.own },
  );
  await say(link, {
    t: 'knock',
    v: HANDSHAKE_VERSION,
    device: me.id,
    nonce,
    sig: bytesToHex(await me.sign(signed)),
  });
  const proof = await nextWord(link);
  if (proof.t !== 'proof' || !(await signedBy(dialer.publicKey, signed, hexToBytes(proof.sig)))) {
    link.close();
    throw new HandshakeFailedError('A signature that does not hold.');
  }
  return dialer;
}

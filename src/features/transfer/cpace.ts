/**
 * CPace on ristretto255 with SHA-512 (draft-irtf-cfrg-cpace), the balanced PAKE two devices run
 * over their data channel: both know a short secret (the part of the pairing code the pairing
 * service never sees), neither can learn it from the other, and someone who does not know it gets
 * one guess per exchange, never a way to test guesses offline. The channel identifier carries
 * what both ends must agree on besides the secret: the student and both DTLS fingerprints, so a
 * relay that answers each side with its own certificate ends up with two different keys.
 *
 * From @noble/curves (audited): the group and RFC 9496's element derivation; from @noble/hashes:
 * SHA-512 and HMAC. The confirmation tags follow the draft's explicit key confirmation: the
 * responder proves the key first, so a wrong guess costs the guesser the live exchange.
 */
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { bytesToNumberLE } from '@noble/curves/utils.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';

const Point = ristretto255.Point;
const encoder = new TextEncoder();
const DSI = encoder.encode('CPaceRistretto255');
/** SHA-512's input block: the generator string is padded to fill it with the secret. */
const HASH_BLOCK = 128;

export type Role = 'initiator' | 'responder';

/** A LEB128 length before each field, as the draft's lv_cat: no two inputs share an encoding. */
function lengthPrefixed(...fields: Uint8Array[]): Uint8Array {
  const parts: number[] = [];
  for (const field of fields) {
    let length = field.length;
    do {
      parts.push((length & 0x7f) | (length > 0x7f ? 0x80 : 0));
      length >>= 7;
    } while (length > 0);
    parts.push(...field);
  }
  return Uint8Array.from(parts);
}

function generator(secret: Uint8Array, channel: Uint8Array, session: Uint8Array) {
  const padding = Math.max(0, HASH_BLOCK - 1 - (secret.length + 1) - (DSI.length + 1));
  const text = lengthPrefixed(DSI, secret, new Uint8Array(padding), channel, session);
  // Typed as optional because some curves' hashers lack it; ristretto255's has it (RFC 9496).
  const derive = ristretto255_hasher.deriveToCurve;
  if (!derive) throw new Error('ristretto255 has no element derivation.');
  return derive(sha512(text));
}

function randomScalar(): bigint {
  // 64 bytes reduced modulo the group order: the bias is below 2^-250.
  const scalar = Point.Fn.create(bytesToNumberLE(crypto.getRandomValues(new Uint8Array(64))));
  return scalar === 0n ? randomScalar() : scalar;
}

export interface CPaceInput {
  /** The secret both devices typed or showed. */
  secret: string;
  /** What both must agree on besides the secret (the student, both fingerprints). */
  channel: string;
  /** Unique to this exchange, known to both (the initiator's fresh nonce). */
  session: Uint8Array;
  role: Role;
}

/** The proof that a side holds the key, and the key the rest derives from. */
export interface CPaceKeys {
  /** The intermediate session key. */
  key: Uint8Array;
  ownTag: Uint8Array;
  theirTag: Uint8Array;
}

/** One side of an exchange: its share to send, then the keys from the other's share. */
export function startCPace(input: CPaceInput) {
  const g = generator(encoder.encode(input.secret), encoder.encode(input.channel), input.session);
  const scalar = randomScalar();
  const share = g.multiply(scalar).toBytes();
  return {
    share,
    /** The keys, or null when the other's share is no group element or the neutral one. */
    finish(theirShare: Uint8Array): CPaceKeys | null {
      let point;
      try {
        point = Point.fromBytes(theirShare);
      } catch {
        return null;
      }
      const shared = point.multiply(scalar);
      if (shared.equals(Point.ZERO)) return null;
      const [first, second] =
        input.role === 'initiator' ? [share, theirShare] : [theirShare, share];
      const transcript = lengthPrefixed(first, new Uint8Array(), second, new Uint8Array());
      const key = sha512(
        Uint8Array.from([
          ...lengthPrefixed(
            encoder.encode('CPaceRistretto255_ISK'),
            input.session,
            shared.toBytes(),
          ),
          ...transcript,
        ]),
      );
      const tag = (role: Role) =>
        hmac(sha512, key, lengthPrefixed(encoder.encode(`StudyShelf confirm ${role}`), transcript));
      const other: Role = input.role === 'initiator' ? 'responder' : 'initiator';
      return { key, ownTag: tag(input.role), theirTag: tag(other) };
    },
  };
}

/** Whether two tags are equal, in time that does not depend on where they differ. */
export function sameTag(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  a.forEach((byte, index) => {
    difference |= byte ^ (b[index] ?? 0);
  });
  return difference === 0;
}

/** Six digits both screens show, from the key: the student can see the two devices agree. */
export function confirmationDigits(key: Uint8Array): string {
  const bytes = hmac(sha512, key, encoder.encode('StudyShelf digits'));
  const number = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0) % 1_000_000;
  const digits = String(number).padStart(6, '0');
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}

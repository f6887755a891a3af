/**
 * The first words two devices say over a new channel: a CPace exchange keyed by the code's secret
 * part, the student and both DTLS fingerprints. Nothing of the student (no uid, no name, no record)
 * crosses before it succeeds, and it succeeds only if both typed the same code, are signed in as
 * the same student, and hold the two ends of one DTLS channel: a pairing service that put its own
 * certificate between them (and so could read the files) makes the two keys differ.
 *
 * The sender (responder) proves the key first and the receiver (initiator) second; a receiver
 * whose proof is missing or wrong has spent the code's one try: the sender ends the code.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { confirmationDigits, sameTag, startCPace, type Role } from './cpace';
import type { Link } from './link';
import {
  PROTOCOL_VERSION,
  ProtocolError,
  readFrame,
  sendMessage,
  toReceiver,
  toSender,
  type Refusal,
  type ToReceiver,
  type ToSender,
} from './transfer-messages';

/** A device as another knows it: the name it goes by and its public key. */
export interface DeviceCard {
  name: string;
  publicKey: string;
}

/** The two devices agree: the digits both screens show, and the other device's card. */
export interface Paired {
  digits: string;
  device: DeviceCard;
}

/** The exchange failed: a wrong code, another student, or someone between the two devices. */
export class PairingMismatchError extends Error {
  override name = 'PairingMismatchError';
}

/** The sender turned this device away before any exchange. */
export class PairingRefusedError extends Error {
  override name = 'PairingRefusedError';
  constructor(readonly why: Refusal) {
    super(why);
  }
}

/** How long a side waits for the other's next word of the exchange. */
const EXCHANGE_WAIT_MS = 30_000;

/**
 * What both ends must agree on besides the secret, in the initiator's order: each end puts its own
 * fingerprint in its role's place, so the two strings match only if each saw the other's.
 */
function channelOf(uid: string, link: Link, role: Role): string {
  const { own, theirs } = link.fingerprints;
  const [initiator, responder] = role === 'initiator' ? [own, theirs] : [theirs, own];
  return JSON.stringify(['StudyShelf pairing', PROTOCOL_VERSION, uid, initiator, responder]);
}

async function nextWord<T>(link: Link, read: (value: unknown) => T): Promise<T> {
  const frame = await readFrame(link, EXCHANGE_WAIT_MS);
  if (!('message' in frame)) throw new ProtocolError('Bytes before pairing.');
  return read(frame.message);
}

/**
 * Once the key is agreed the channel is the two devices' own: each says who it is and hears who
 * the other is, so they can find and know each other later without a code.
 */
async function exchangeCards(
  link: Link,
  me: DeviceCard,
  read: (value: unknown) => ToSender | ToReceiver,
): Promise<DeviceCard> {
  await sendMessage(link, { t: 'device', name: me.name, key: me.publicKey });
  const card = await nextWord(link, read);
  if (card.t !== 'device') throw new ProtocolError('No device card.');
  return { name: card.name, publicKey: card.key };
}

/** The receiving device's side: resolves once both hold the key, or throws why not. */
export async function pairAsReceiver(
  link: Link,
  { secret, uid, me }: { secret: string; uid: string; me: DeviceCard },
): Promise<Paired> {
  const session = crypto.getRandomValues(new Uint8Array(16));
  const exchange = startCPace({
    secret,
    channel: channelOf(uid, link, 'initiator'),
    session,
    role: 'initiator',
  });
  await sendMessage(link, {
    t: 'pake',
    v: PROTOCOL_VERSION,
    session: bytesToHex(session),
    share: bytesToHex(exchange.share),
  });
  const answer = await nextWord(link, toReceiver);
  if (answer.t === 'refused') throw new PairingRefusedError(answer.why);
  if (answer.t !== 'pake') throw new ProtocolError('No key exchange.');
  const keys = exchange.finish(hexToBytes(answer.share));
  if (!keys || !sameTag(keys.theirTag, hexToBytes(answer.tag))) {
    link.close();
    throw new PairingMismatchError('The keys differ.');
  }
  await sendMessage(link, { t: 'confirm', tag: bytesToHex(keys.ownTag) });
  const device = await exchangeCards(link, me, toReceiver);
  return { digits: confirmationDigits(keys.key), device };
}

export type SenderPairing =
  | ({ type: 'paired' } & Paired)
  | { type: 'refused'; why: Refusal }
  /** The exchange failed or was left unfinished: the code is spent. */
  | { type: 'mismatch' };

/**
 * The sending device's side. `claim` asks whether this device may try the code now (null: yes,
 * and no other may meanwhile); a try that does not end in 'paired' has spent the code.
 */
export async function pairAsSender(
  link: Link,
  {
    secret,
    uid,
    me,
    claim,
  }: { secret: string; uid: string; me: DeviceCard; claim: () => Refusal | null },
): Promise<SenderPairing> {
  const opening = await nextWord(link, toSender);
  if (opening.t !== 'pake') throw new ProtocolError('No key exchange.');
  const refusal = opening.v === PROTOCOL_VERSION ? claim() : 'version';
  if (refusal) {
    await sendMessage(link, { t: 'refused', why: refusal });
    return { type: 'refused', why: refusal };
  }
  // From here on the code is this device's one try: whatever goes wrong spends it.
  let digits: string;
  try {
    const exchange = startCPace({
      secret,
      channel: channelOf(uid, link, 'responder'),
      session: hexToBytes(opening.session),
      role: 'responder',
    });
    const keys = exchange.finish(hexToBytes(opening.share));
    if (!keys) return { type: 'mismatch' };
    await sendMessage(link, {
      t: 'pake',
      share: bytesToHex(exchange.share),
      tag: bytesToHex(keys.ownTag),
    });
    const proof = await nextWord(link, toSender);
    if (proof.t !== 'confirm' || !sameTag(keys.theirTag, hexToBytes(proof.tag)))
      return { type: 'mismatch' };
    digits = confirmationDigits(keys.key);
  } catch {
    return { type: 'mismatch' };
  }
  // Paired: what goes wrong from here is a broken or lost link, not a spent code.
  const device = await exchangeCards(link, me, toSender);
  return { type: 'paired', digits, device };
}

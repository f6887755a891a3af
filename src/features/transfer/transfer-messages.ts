/**
 * What two devices say to each other in a transfer, and how it travels: JSON in text frames of at
 * most 16,000 characters (a data channel refuses messages over 256 KB in some browsers), a file's
 * bytes in binary frames between them. Everything read is checked before it is believed: the other
 * device could be anyone who has the code.
 */
import { readFileMarks, type FileMarks } from '../library/file-marks';
import { isListedRecord, type ListedRecord } from '../library/record-shape';
import type { Link } from './link';
import { ownSubjectsIn, type OwnSubject } from '../../storage/own-subjects-store';

export const PROTOCOL_VERSION = 2;

export interface OfferedFile {
  listKey: string;
  record: ListedRecord;
  marks?: FileMarks;
}

/** Why a sender turned a device away before pairing: nothing of the student was said. */
export type Refusal = 'expired' | 'used' | 'version';

/** Said by the receiving device. */
export type ToSender =
  /** The first word: its share of the key exchange, for a session named by `session`. */
  | { t: 'pake'; v: number; session: string; share: string }
  | { t: 'confirm'; tag: string }
  | DeviceCardMessage
  | { t: 'plan'; files: number; bytes: number }
  /** `have`: the hashes of the file's pieces this device kept from an earlier try. */
  | { t: 'want'; id: string; have: readonly string[] }
  | { t: 'finished'; stored: number; skipped: number }
  | { t: 'stop'; why: 'room' | 'failed' };

/** Said by the sending device. */
export type ToReceiver =
  | { t: 'refused'; why: Refusal }
  /** Its share of the key exchange, and the proof that it holds the key. */
  | { t: 'pake'; share: string; tag: string }
  | DeviceCardMessage
  /** `subjects`: the sender's own subjects, which its files' lists may name. */
  | { t: 'offer'; files: OfferedFile[]; subjects: OwnSubject[] }
  | { t: 'file'; id: string; pieces: number }
  | { t: 'piece'; hash: string }
  /** In place of a piece's bytes: the piece is the one the receiver said it has. */
  | { t: 'held'; hash: string }
  | { t: 'missing'; id: string };

/** Said by each side once paired: the name it goes by and its public key (base64 SPKI). */
export interface DeviceCardMessage {
  t: 'device';
  name: string;
  key: string;
}

function deviceCard(value: Record<string, unknown>): DeviceCardMessage | null {
  const { name, key } = value;
  if (typeof name !== 'string' || name === '' || name.length > 60) return null;
  // No key: a device that cannot keep an identity, paired for this transfer only.
  if (typeof key !== 'string' || !/^(?:[A-Za-z0-9+/]{1,250}={0,2})?$/.test(key)) return null;
  return { t: 'device', name, key };
}

/** The other device broke the protocol: what it said is not believed, and the transfer stops. */
export class ProtocolError extends Error {
  override name = 'ProtocolError';
}

const PART_CHARS = 16_000;
/** An offer of the most files a device could list, with their marks, fits well within this. */
export const MAX_MESSAGE_CHARS = 32 * 1024 * 1024;
/** More files than any library StudyShelf could hold. */
export const MAX_OFFERED_FILES = 20_000;

export function sendMessage(link: Link, message: ToSender | ToReceiver): Promise<void> {
  return sendJson(link, message);
}

/** Any JSON in text frames of PART_CHARS: for the words of other steps (a device handshake). */
export async function sendJson(link: Link, value: object): Promise<void> {
  const text = JSON.stringify(value);
  for (let start = 0; start < text.length || start === 0; start += PART_CHARS) {
    const last = start + PART_CHARS >= text.length;
    await link.send(`${last ? '=' : '+'}${text.slice(start, start + PART_CHARS)}`);
    if (last) return;
  }
}

/** What came next: a message (JSON, not yet checked), or a binary frame of a file's bytes. */
export type Received = { message: unknown } | { bytes: ArrayBuffer };

export async function readFrame(link: Link, waitMs: number): Promise<Received> {
  let text = '';
  for (;;) {
    const frame = await link.next(waitMs);
    if (typeof frame !== 'string') {
      if (text !== '') throw new ProtocolError('Bytes inside a message.');
      return { bytes: frame };
    }
    text += frame.slice(1);
    if (text.length > MAX_MESSAGE_CHARS) throw new ProtocolError('A message too long.');
    if (frame.startsWith('=')) break;
    if (!frame.startsWith('+')) throw new ProtocolError('A frame of no known kind.');
    // A part is never empty: endless empty parts would wait on a message that never comes.
    if (frame.length === 1) throw new ProtocolError('An empty part of a message.');
  }
  try {
    return { message: JSON.parse(text) as unknown };
  } catch {
    throw new ProtocolError('A message that is not JSON.');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= 255;
/** Bytes as hex, of at most `bytes` bytes: a share, a tag, a session. */
const isHex = (value: unknown, bytes: number): value is string =>
  typeof value === 'string' && value.length <= bytes * 2 && /^(?:[0-9a-f]{2})+$/.test(value);
/** A piece's SHA-256: 32 bytes as hex, never fewer. */
const isPieceHash = (value: unknown): value is string => isHex(value, 32) && value.length === 64;
/** More pieces than the largest file has. */
const MAX_HELD_PIECES = 128;
const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

function offeredFile(value: unknown): OfferedFile | null {
  if (!isObject(value) || !isId(value.listKey) || !isListedRecord(value.record)) return null;
  const marks = readFileMarks(value.marks);
  return { listKey: value.listKey, record: value.record, ...(marks && { marks }) };
}

/** A message from the sending device, or a ProtocolError. */
export function toReceiver(value: unknown): ToReceiver {
  if (!isObject(value)) throw new ProtocolError('Not a message.');
  switch (value.t) {
    case 'refused':
      if (value.why === 'expired' || value.why === 'used' || value.why === 'version')
        return { t: 'refused', why: value.why };
      break;
    case 'pake':
      if (isHex(value.share, 32) && isHex(value.tag, 64))
        return { t: 'pake', share: value.share, tag: value.tag };
      break;
    case 'offer': {
      if (!Array.isArray(value.files) || value.files.length > MAX_OFFERED_FILES) break;
      const files = value.files.map(offeredFile);
      // A malformed subject is left out; a file under it is then refused as any unknown place.
      const subjects = ownSubjectsIn(value.subjects);
      if (files.every((file): file is OfferedFile => file !== null))
        return { t: 'offer', files, subjects };
      break;
    }
    case 'file':
      if (isId(value.id) && isCount(value.pieces))
        return { t: 'file', id: value.id, pieces: value.pieces };
      break;
    case 'piece':
    case 'held':
      if (isPieceHash(value.hash)) return { t: value.t, hash: value.hash };
      break;
    case 'missing':
      if (isId(value.id)) return { t: 'missing', id: value.id };
      break;
    case 'device': {
      const card = deviceCard(value);
      if (card) return card;
      break;
    }
  }
  throw new ProtocolError('A message StudyShelf does not know.');
}

/** A message from the receiving device, or a ProtocolError. */
export function toSender(value: unknown): ToSender {
  if (!isObject(value)) throw new ProtocolError('Not a message.');
  switch (value.t) {
    case 'pake':
      if (isCount(value.v) && isHex(value.session, 32) && isHex(value.share, 32))
        return { t: 'pake', v: value.v, session: value.session, share: value.share };
      break;
    case 'confirm':
      if (isHex(value.tag, 64)) return { t: 'confirm', tag: value.tag };
      break;
    case 'plan':
      if (isCount(value.files) && isCount(value.bytes))
        return { t: 'plan', files: value.files, bytes: value.bytes };
      break;
    case 'want': {
      // An older device says nothing of what it has.
      const have = value.have ?? [];
      if (
        isId(value.id) &&
        Array.isArray(have) &&
        have.length <= MAX_HELD_PIECES &&
        have.every(isPieceHash)
      )
        return { t: 'want', id: value.id, have };
      break;
    }
    case 'finished':
      if (isCount(value.stored) && isCount(value.skipped))
        return { t: 'finished', stored: value.stored, skipped: value.skipped };
      break;
    case 'stop':
      if (value.why === 'room' || value.why === 'failed') return { t: 'stop', why: value.why };
      break;
    case 'device': {
      const card = deviceCard(value);
      if (card) return card;
      break;
    }
  }
  throw new ProtocolError('A message StudyShelf does not know.');
}

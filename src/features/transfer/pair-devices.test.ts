import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { memoryLinks } from '../../testing/memory-link';
import type { Link } from './link';
import { pairAsReceiver, pairAsSender, PairingMismatchError } from './pair-devices';
import { PROTOCOL_VERSION, sendMessage, type Refusal } from './transfer-messages';

const UID = 'uid-student-1';
const SECRET = 'QXM49';
const SENDING = { name: 'Chrome on Linux', publicKey: 'c2VuZGVy' };
const RECEIVING = { name: 'Firefox on Android', publicKey: 'cmVjZWl2ZXI=' };

function sender(link: Link, claim: () => Refusal | null = () => null) {
  return pairAsSender(link, { secret: SECRET, uid: UID, me: SENDING, claim });
}

function receiver(
  link: Link,
  typed: { secret: string; uid: string } = { secret: SECRET, uid: UID },
) {
  return pairAsReceiver(link, { ...typed, me: RECEIVING });
}

/** Every frame a side sends, for a test to read what crossed. */
function recording(link: Link): { link: Link; sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    link: {
      ...link,
      fingerprints: link.fingerprints,
      send: (frame) => {
        // Only text crosses in pairing: a frame of bytes is recorded by its size.
        sent.push(typeof frame === 'string' ? frame : `[${frame.byteLength} bytes]`);
        return link.send(frame);
      },
    },
  };
}

describe('pairing two devices', () => {
  it('agrees on one key when the code, the student and the channel match, and says no uid', async () => {
    const [a, b] = memoryLinks();
    const receiving = recording(b);
    const sending = recording(a);
    const [sent, received] = await Promise.all([sender(sending.link), receiver(receiving.link)]);
    // Each learns the other's card once the key is agreed.
    expect(sent).toEqual({ type: 'paired', digits: received.digits, device: RECEIVING });
    expect(received.device).toEqual(SENDING);
    expect(received.digits).toMatch(/^\d{3} \d{3}$/);
    // What crossed: shares, a session and tags; never the student or the secret.
    const crossed = [...receiving.sent, ...sending.sent].join('');
    expect(crossed).not.toContain(UID);
    expect(crossed).not.toContain(SECRET);
  });

  it.each([
    ['a wrong code', { secret: 'QXM48', uid: UID }],
    ['another student', { secret: SECRET, uid: 'uid-student-2' }],
  ])('fails with %s, and the sender counts the code as spent', async (_, typed) => {
    const [a, b] = memoryLinks();
    const [sent, received] = await Promise.all([
      sender(a),
      receiver(b, typed).catch((error: unknown) => error),
    ]);
    expect(received).toBeInstanceOf(PairingMismatchError);
    expect(sent).toEqual({ type: 'mismatch' });
  });

  it('fails when a relay put its own certificate between the devices', async () => {
    // Each side sees its own certificate and the relay's: the two channel strings differ.
    const [a, b] = memoryLinks([
      { own: 'AA:01', theirs: 'EE:66' },
      { own: 'BB:02', theirs: 'EE:77' },
    ]);
    const [sent, received] = await Promise.all([
      sender(a),
      receiver(b).catch((error: unknown) => error),
    ]);
    expect(received).toBeInstanceOf(PairingMismatchError);
    expect(sent).toEqual({ type: 'mismatch' });
  });

  it('spends the code on a try left unfinished, and on a share that is no key', async () => {
    const [a, b] = memoryLinks();
    const trying = sender(a);
    await sendMessage(b, {
      t: 'pake',
      v: PROTOCOL_VERSION,
      session: bytesToHex(new Uint8Array(16)),
      share: bytesToHex(new Uint8Array(32).fill(7)),
    });
    b.close();
    expect(await trying).toEqual({ type: 'mismatch' });

    const [c, d] = memoryLinks();
    const neutral = sender(c);
    // The neutral element: every key would be the same, whatever the secret.
    await sendMessage(d, {
      t: 'pake',
      v: PROTOCOL_VERSION,
      session: bytesToHex(new Uint8Array(16)),
      share: bytesToHex(new Uint8Array(32)),
    });
    expect(await neutral).toEqual({ type: 'mismatch' });
    // It learnt nothing to test guesses against: no share or tag came back.
    await expect(d.next(50)).rejects.toThrow();
  });

  it('turns a second device away before any exchange, and another version', async () => {
    const [a, b] = memoryLinks();
    const [sent, received] = await Promise.all([
      sender(a, () => 'used'),
      receiver(b).catch((error: unknown) => error),
    ]);
    expect(sent).toEqual({ type: 'refused', why: 'used' });
    expect(received).toMatchObject({ name: 'PairingRefusedError', why: 'used' });

    const [c, d] = memoryLinks();
    const old = sender(c);
    await sendMessage(d, { t: 'pake', v: 1, session: '00', share: '00' });
    expect(await old).toEqual({ type: 'refused', why: 'version' });
  });
});

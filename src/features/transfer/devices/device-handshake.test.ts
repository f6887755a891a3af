import { describe, expect, it } from 'vitest';
import type { PairedDevice } from '../../../storage/paired-devices-store';
import { memoryLinks } from '../../../testing/memory-link';
import {
  answerDevice,
  dialDevice,
  HandshakeFailedError,
  HandshakeRefusedError,
  type Signer,
} from './device-handshake';

const UID = 'uid-student-1';

/** A device of its own: a key pair, the signer it uses, and the record a paired device keeps. */
async function aDevice(id: string): Promise<{ signer: Signer; record: PairedDevice }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const signer: Signer = {
    id,
    sign: async (data) =>
      new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, data),
      ),
  };
  const record: PairedDevice = {
    id,
    name: `device ${id}`,
    publicKey: btoa(String.fromCharCode(...spki)),
    meetingId: `studyshelf-${id}`,
    pairedAt: '2026-12-06T10:00:00.000Z',
    lastSeen: '2026-12-06T10:00:00.000Z',
  };
  return { signer, record };
}

const ids = { laptop: 'aa'.repeat(16), phone: 'bb'.repeat(16), other: 'cc'.repeat(16) };

describe('two paired devices meeting again', () => {
  it('prove each other by their keys and both fingerprints', async () => {
    const laptop = await aDevice(ids.laptop);
    const phone = await aDevice(ids.phone);
    const [a, b] = memoryLinks();
    const [, met] = await Promise.all([
      dialDevice(a, { uid: UID, me: laptop.signer, expected: phone.record }),
      answerDevice(b, {
        uid: UID,
        me: phone.signer,
        known: (id) => (id === ids.laptop ? laptop.record : undefined),
        busy: () => false,
      }),
    ]);
    expect(met.id).toBe(ids.laptop);
  });

  it('refuse a device that is not paired (or was removed), and say when busy', async () => {
    const laptop = await aDevice(ids.laptop);
    const phone = await aDevice(ids.phone);
    for (const [known, busy, why] of [
      [undefined, false, 'unknown'],
      [laptop.record, true, 'busy'],
    ] as const) {
      const [a, b] = memoryLinks();
      const [dialed, answered] = await Promise.all([
        dialDevice(a, { uid: UID, me: laptop.signer, expected: phone.record }).catch(
          (error: unknown) => error,
        ),
        answerDevice(b, { uid: UID, me: phone.signer, known: () => known, busy: () => busy }).catch(
          (error: unknown) => error,
        ),
      ]);
      expect(dialed).toEqual(new HandshakeRefusedError(why));
      expect(answered).toBeInstanceOf(HandshakeRefusedError);
    }
  });

  it('fail when a device claims an id whose key it does not hold', async () => {
    const laptop = await aDevice(ids.laptop);
    const phone = await aDevice(ids.phone);
    const impostor = await aDevice(ids.laptop);
    const [a, b] = memoryLinks();
    const [, answered] = await Promise.all([
      dialDevice(a, { uid: UID, me: impostor.signer, expected: phone.record }).catch(() => null),
      answerDevice(b, {
        uid: UID,
        me: phone.signer,
        known: () => laptop.record,
        busy: () => false,
      }).catch((error: unknown) => error),
    ]);
    expect(answered).toBeInstanceOf(HandshakeFailedError);

    // And the listener's side: a device answering for the phone without its key.
    const [c, d] = memoryLinks();
    const [dialed] = await Promise.all([
      dialDevice(c, { uid: UID, me: laptop.signer, expected: phone.record }).catch(
        (error: unknown) => error,
      ),
      answerDevice(d, {
        uid: UID,
        me: (await aDevice(ids.phone)).signer,
        known: () => laptop.record,
        busy: () => false,
      }).catch(() => null),
    ]);
    expect(dialed).toBeInstanceOf(HandshakeFailedError);
  });

  it('fail when a relay shows each a certificate of its own', async () => {
    const laptop = await aDevice(ids.laptop);
    const phone = await aDevice(ids.phone);
    const [a, b] = memoryLinks([
      { own: 'AA:01', theirs: 'EE:66' },
      { own: 'BB:02', theirs: 'EE:77' },
    ]);
    const [dialed] = await Promise.all([
      dialDevice(a, { uid: UID, me: laptop.signer, expected: phone.record }).catch(
        (error: unknown) => error,
      ),
      answerDevice(b, {
        uid: UID,
        me: phone.signer,
        known: () => laptop.record,
        busy: () => false,
      }).catch(() => null),
    ]);
    expect(dialed).toBeInstanceOf(HandshakeFailedError);
  });
});

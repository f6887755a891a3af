/**
 * Run in an engine's page (bundled by handshake.engine.ts): this device's own identity, made and
 * kept in the engine's IndexedDB with a non-extractable private key, proves itself in the signed
 * handshake to a paired device made in the page; an impostor naming this device's id without its
 * key is refused.
 */
import { deviceIdentity, deviceIdOf } from '../../src/storage/device-identity';
import {
  answerDevice,
  dialDevice,
  type Signer,
} from '../../src/features/transfer/devices/device-handshake';
import type { PairedDevice } from '../../src/storage/paired-devices-store';
import { memoryLinks } from '../../src/testing/memory-link';

const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

const recordOf = (id: string, publicKey: string): PairedDevice => ({
  id,
  name: `device ${id.slice(0, 4)}`,
  publicKey,
  meetingId: `studyshelf-${id}`,
  pairedAt: '2026-12-06T10:00:00.000Z',
  lastSeen: '2026-12-06T10:00:00.000Z',
});

/** Another device: a key pair made here, its signer and the record this device keeps of it. */
async function anotherDevice(): Promise<{ signer: Signer; record: PairedDevice }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const publicKey = btoa(String.fromCharCode(...spki));
  const id = (await deviceIdOf(publicKey)) ?? '';
  const sign = async (data: Uint8Array<ArrayBuffer>) =>
    new Uint8Array(await crypto.subtle.sign(SIGNING, pair.privateKey, data));
  return { signer: { id, sign }, record: recordOf(id, publicKey) };
}

/** Whether a dial as `dialer` is proven by the other device, which knows `self` as paired. */
async function meets(
  uid: string,
  dialer: Signer,
  self: PairedDevice,
  other: Awaited<ReturnType<typeof anotherDevice>>,
) {
  const [a, b] = memoryLinks();
  const [dialed, answered] = await Promise.allSettled([
    dialDevice(a, { uid, me: dialer, expected: other.record }),
    answerDevice(b, {
      uid,
      me: other.signer,
      known: (id) => (id === self.id ? self : undefined),
      busy: () => false,
    }),
  ]);
  a.close();
  return (
    dialed.status === 'fulfilled' &&
    answered.status === 'fulfilled' &&
    answered.value.id === self.id
  );
}

export async function handshakeInPage(uid: string) {
  const identity = await deviceIdentity();
  const self = recordOf(identity.id, identity.publicKey);
  const other = await anotherDevice();
  const impostor = await anotherDevice();
  return {
    id: identity.id,
    // Made once: a second call (a later page) finds the same identity in IndexedDB.
    sameIdentity: (await deviceIdentity()).id === identity.id,
    proven: await meets(uid, { id: identity.id, sign: identity.sign }, self, other),
    impostorProven: await meets(uid, { id: identity.id, sign: impostor.signer.sign }, self, other),
  };
}

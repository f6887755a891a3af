/**
 * This device as its paired devices know it, and what it keeps of each of them: the card it
 * shows when pairing (its name and public key), and the record it keeps of a device that paired
 * with it (the id and meeting name derived from that device's key, never taken on its word).
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { deviceIdentity, deviceIdOf } from '../../../storage/device-identity';
import { rememberDevice } from '../../../storage/paired-devices-store';
import { nameProblem } from '../../library/file-name-rules';
import type { DeviceCard } from '../pair-devices';
import { deviceNameOf } from './device-name';

/**
 * This device's card; with no key when its identity cannot be kept (IndexedDB switched off): it
 * can still receive and send, and is simply not remembered.
 */
export async function thisDeviceCard(): Promise<DeviceCard> {
  const name = deviceNameOf(navigator.userAgent);
  try {
    return { name, publicKey: (await deviceIdentity()).publicKey };
  } catch {
    return { name, publicKey: '' };
  }
}

/**
 * The name a device waits under at the pairing service for its paired devices: a hash of its
 * public key, which only they hold; it says nothing of the student or the code.
 */
export function meetingIdOf(publicKey: string): string {
  const text = new TextEncoder().encode(`StudyShelf device meeting|${publicKey}`);
  return `studyshelf-${bytesToHex(sha256(text)).slice(0, 32)}`;
}

/** Keeps a device this one just paired with; false when its card is no device's. */
export async function keepPairedDevice(
  uid: string,
  card: DeviceCard,
  now = new Date(),
): Promise<boolean> {
  const id = await deviceIdOf(card.publicKey);
  if (id === null) return false;
  const at = now.toISOString();
  return rememberDevice(uid, {
    id,
    // A name is shown as text only, but one that reads backwards or holds controls is not kept.
    name: nameProblem(card.name) === null ? card.name.trim() || 'A device' : 'A device',
    publicKey: card.publicKey,
    meetingId: meetingIdOf(card.publicKey),
    pairedAt: at,
    lastSeen: at,
  });
}

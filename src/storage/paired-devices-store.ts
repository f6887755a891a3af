/**
 * The devices a student has paired this one with (`pairedDevices_{uid}`): each one's id, the name
 * it gave, its public key, the name it waits under at the pairing service, and when it was paired
 * and last seen. A device removed here is forgotten: it is refused from then on.
 */
import { readJson, writeJson } from './local-json';
import { DEVICE_KEYS } from './student-keys';

export interface PairedDevice {
  id: string;
  name: string;
  publicKey: string;
  /** Its name at the pairing service, where it waits for its paired devices. */
  meetingId: string;
  pairedAt: string;
  lastSeen: string;
  /** When a sync with it last ran to the end: it held every file of this device then. */
  lastSynced?: string;
}

/** More devices than one student has; a longer list is not of this app. */
export const MAX_PAIRED_DEVICES = 32;

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value !== '' && value.length <= max;

function isPairedDevice(value: unknown): value is PairedDevice {
  if (typeof value !== 'object' || value === null) return false;
  const device = value as Record<string, unknown>;
  return (
    text(device.id, 64) &&
    text(device.name, 80) &&
    text(device.publicKey, 256) &&
    text(device.meetingId, 64) &&
    text(device.pairedAt, 40) &&
    text(device.lastSeen, 40) &&
    (device.lastSynced === undefined || text(device.lastSynced, 40))
  );
}

const isDeviceList = (value: unknown): value is unknown[] => Array.isArray(value);

export function pairedDevices(uid: string): PairedDevice[] {
  return readJson(DEVICE_KEYS.of(uid), isDeviceList, []).filter(isPairedDevice);
}

/** Keeps `device` (replacing one of the same id); false when the browser refused the write. */
export function rememberDevice(uid: string, device: PairedDevice): boolean {
  const others = pairedDevices(uid).filter(({ id }) => id !== device.id);
  return writeJson(DEVICE_KEYS.of(uid), [device, ...others].slice(0, MAX_PAIRED_DEVICES));
}

export function forgetDevice(uid: string, id: string): boolean {
  return writeJson(
    DEVICE_KEYS.of(uid),
    pairedDevices(uid).filter((device) => device.id !== id),
  );
}

/** Notes that a paired device was just seen. */
export function sawDevice(uid: string, id: string, at = new Date()): void {
  const devices = pairedDevices(uid);
  const seen = devices.find((device) => device.id === id);
  if (!seen) return;
  seen.lastSeen = at.toISOString();
  writeJson(DEVICE_KEYS.of(uid), devices);
}

/** Notes that a sync with a paired device just ran to the end. */
export function syncedWith(uid: string, id: string, at = new Date()): void {
  const devices = pairedDevices(uid);
  const synced = devices.find((device) => device.id === id);
  if (!synced) return;
  synced.lastSeen = at.toISOString();
  synced.lastSynced = at.toISOString();
  writeJson(DEVICE_KEYS.of(uid), devices);
}

/** When a paired device last took a whole sync from this one (ISO), or null. */
export function lastSyncAt(uid: string): string | null {
  return pairedDevices(uid).reduce<string | null>(
    (latest, { lastSynced }) =>
      lastSynced !== undefined && (latest === null || lastSynced > latest) ? lastSynced : latest,
    null,
  );
}

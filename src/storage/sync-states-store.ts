/**
 * What a student's paired devices last agreed on about each file, kept per student in this
 * device's own database (it grows with the library: too big for localStorage beside the lists).
 * Kept as the sync hands it over; the sync checks what it reads back.
 */
import { openDeviceDb } from './device-identity';
import { DEVICE_DB } from './keys';

export async function readSyncStates(uid: string): Promise<unknown> {
  const db = await openDeviceDb();
  try {
    return (await db.get(DEVICE_DB.states, uid)) as unknown;
  } finally {
    db.close();
  }
}

export async function writeSyncStates(uid: string, states: unknown): Promise<void> {
  const db = await openDeviceDb();
  try {
    await db.put(DEVICE_DB.states, states, uid);
  } finally {
    db.close();
  }
}

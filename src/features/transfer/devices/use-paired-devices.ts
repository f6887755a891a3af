/** The student's paired devices as "Your devices" shows them, followed as they change. */
import { useCallback } from 'react';
import {
  forgetDevice,
  pairedDevices,
  type PairedDevice,
} from '../../../storage/paired-devices-store';
import { DEVICE_KEYS } from '../../../storage/student-keys';
import { useStored } from '../../library/use-stored';
import { deviceNameOf } from './device-name';

export type { PairedDevice };

export function usePairedDevices(uid: string) {
  const read = useCallback(() => pairedDevices(uid), [uid]);
  const devices = useStored(read, DEVICE_KEYS.owns);
  const remove = useCallback((id: string) => forgetDevice(uid, id), [uid]);
  return { devices, remove, thisDevice: deviceNameOf(navigator.userAgent) };
}

/** Whether the student has a paired device on this device's list, followed as it changes. */
export function useHasPairedDevices(uid: string | undefined): boolean {
  return useStored(
    useCallback(() => (uid ? pairedDevices(uid).length > 0 : false), [uid]),
    DEVICE_KEYS.owns,
  );
}

/** "just now", "5 minutes ago", "3 days ago": when a device was last seen, from `now`. */
export function seenText(at: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  const words = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  if (minutes < 60) return words.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.format(-hours, 'hour');
  return words.format(-Math.floor(hours / 24), 'day');
}

import { useEffect } from 'react';
import { useHasPairedDevices } from '../features/transfer/devices/use-paired-devices';
import { useAuth } from '../session/auth-context';
import { materialKinds } from './material-kinds';
import { BRANCHES } from '../features/branch/branches';

/**
 * While a student with a paired device is signed in, their devices are kept in step (nothing is
 * drawn). The sync's code loads only then: most students never pair a device.
 */
export function DeviceSync() {
  const { user } = useAuth();
  const uid = user?.uid;
  const paired = useHasPairedDevices(uid);
  useEffect(() => {
    if (!uid || !paired) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('../features/transfer/devices/device-sync-service').then((service) => {
      if (!left) stop = service.startDeviceSync(uid, materialKinds, BRANCHES);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [uid, paired]);
  return null;
}

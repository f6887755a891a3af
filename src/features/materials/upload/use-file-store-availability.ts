import { useEffect, useState } from 'react';
import { bytesMode } from '../../../storage/file-store';

/** Whether this device can keep large files, from the start-up self-test (true until it says). */
export function useFileStoreAvailable(): boolean {
  const [available, setAvailable] = useState(true);
  useEffect(() => {
    let live = true;
    void bytesMode().then((mode) => {
      if (live) setAvailable(mode !== 'unavailable');
    });
    return () => {
      live = false;
    };
  }, []);
  return available;
}

import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useOffline } from '../ui/online';
import { Toast } from '../ui/toast';
import { useAppUpdate } from './app-update';

export const UPDATE_WAITS_TEXT =
  'The new version loads once the upload or restore under way has finished.';

/**
 * The shell's two standing notes: offline (the files still open; what needs the network says
 * so), and a new version waiting for the student's Reload.
 */
export function AppNotices() {
  const offline = useOffline();
  const reload = useAppUpdate();
  const [later, setLater] = useState(false);
  const [waiting, setWaiting] = useState(false);
  // Rendered only when there is something to say: the page keeps no empty live regions beside the
  // screens' own, and a region appearing with its text is announced.
  return (
    <>
      {offline && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 bg-inverse px-4 py-2 text-center text-sm text-on-inverse"
        >
          <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          You are offline. Your files are on this device and open as usual.
        </p>
      )}
      {reload && !later && (
        <Toast
          toast={
            waiting
              ? { id: 'update-waiting', message: UPDATE_WAITS_TEXT }
              : { id: 'update', message: 'A new version is ready', actionLabel: 'Reload' }
          }
          edge="top"
          onAction={() => void reload().then(setWaiting)}
          onClose={() => setLater(true)}
        />
      )}
    </>
  );
}

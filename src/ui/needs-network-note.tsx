import { WifiOff } from 'lucide-react';
import { noticeClass } from './notice-styles';
import { useOffline } from './online';

/**
 * Said beside a form that needs the network while the device has none, so the student knows
 * before typing in vain. The button stays enabled: the browser's word on the network can be
 * wrong, and the attempt itself says plainly if it fails.
 */
export function NeedsNetworkNote({
  action,
  className = '',
}: {
  action: string;
  className?: string;
}) {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p className={`${noticeClass('neutral')} flex items-start gap-2 ${className}`}>
      <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{action} needs an internet connection. Try again once you are back online.</span>
    </p>
  );
}

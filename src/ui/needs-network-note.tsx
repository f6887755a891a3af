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
    <p className={`${noticeClass('neutral')} ${className}`}>
      {action} needs an internet connection. Try again once you are back online.
    </p>
  );
}

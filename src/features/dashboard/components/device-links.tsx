import { Download, Laptop, Send } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';

/** The way to the student's other devices: send files there, or receive them here. */
export function DeviceLinks() {
  return (
    <section aria-labelledby="devices-heading" className={`${cardClass} mt-8 p-5`}>
      <h2 id="devices-heading" className="text-xl font-semibold text-ink">
        Your other devices
      </h2>
      <p className="mt-1 text-ink-soft">
        Move your files to your phone or another computer, straight from device to device.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={paths.send.href()} className={buttonClass('outline')}>
          <Send aria-hidden="true" className="h-4 w-4" />
          Send to another device
        </Link>
        <Link to={paths.receive.href()} className={buttonClass('outline')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Receive from another device
        </Link>
        <Link to={paths.devices.href()} className={buttonClass('outline')}>
          <Laptop aria-hidden="true" className="h-4 w-4" />
          Your devices
        </Link>
      </div>
    </section>
  );
}

import { Laptop } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../session/auth-context';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { seenText, usePairedDevices, type PairedDevice } from '../devices/use-paired-devices';

const dateText = (at: string) =>
  new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function DeviceList({ uid }: { uid: string }) {
  const { devices, remove, thisDevice } = usePairedDevices(uid);
  const [removing, setRemoving] = useState<PairedDevice | null>(null);
  return (
    <>
      <p className="mb-4 text-ink-soft">This device: {thisDevice}.</p>
      {devices.length === 0 ? (
        <EmptyState icon={Laptop} title="No devices paired yet">
          Send or receive files with a pairing code once, and the two devices know each other from
          then on.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Paired devices">
          {devices.map((device) => (
            <li
              key={device.id}
              className={`${cardClass} flex flex-wrap items-center justify-between gap-3 p-4`}
            >
              <div>
                <p className="font-semibold text-ink">{device.name}</p>
                <p className="text-sm text-ink-soft">
                  Paired {dateText(device.pairedAt)} · last seen {seenText(device.lastSeen)}
                </p>
              </div>
              <button
                type="button"
                className={buttonClass('outline')}
                aria-label={`Remove ${device.name}`}
                onClick={() => setRemoving(device)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.name}?` : undefined}
        message="It gets nothing more from this device. To pair it again, use a pairing code."
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (removing) remove(removing.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** /devices: the devices this one is paired with, and a way to remove each. */
export function DevicesPage() {
  useDocumentTitle('Your devices');
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">Your devices</h1>
      <p className="mt-1 mb-6 text-ink-soft">
        The devices you paired with this one using a pairing code. They know each other by their own
        keys: no other device can pretend to be one of them.
      </p>
      {user && <DeviceList uid={user.uid} />}
      <div className="mt-6 flex flex-wrap gap-2">
        <Link to={paths.send.href()} className={buttonClass('secondary')}>
          Send to another device
        </Link>
        <Link to={paths.receive.href()} className={buttonClass('secondary')}>
          Receive from another device
        </Link>
      </div>
    </div>
  );
}

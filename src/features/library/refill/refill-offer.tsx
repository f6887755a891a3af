import { cardClass } from '../../../ui/card-styles';
import { RefillLinks } from './refill-links';
import { useEmptyDevice } from './use-empty-device';

/** On the dashboard of a device with none of the student's files: how to bring them here. */
export function RefillOffer() {
  const empty = useEmptyDevice();
  if (!empty) return null;
  return (
    <section
      aria-labelledby="refill-offer"
      className={`${cardClass} mt-6 space-y-3 p-5 text-center`}
    >
      <h2 id="refill-offer" className="text-lg font-semibold text-ink">
        None of your files are on this device yet
      </h2>
      <p className="text-ink-soft">
        If another device or a backup holds them, bring them all here, stars, reading places and
        highlights included.
      </p>
      <RefillLinks onDashboard />
    </section>
  );
}

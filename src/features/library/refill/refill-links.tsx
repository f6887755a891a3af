import { Download, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { buttonClass } from '../../../ui/button-styles';

/** Where the dashboard's library panel is: its restore is the one a backup comes back through. */
export const RESTORE_ANCHOR = 'library';

/**
 * The two ways to fill an empty device: from a paired or nearby device (pairing, then the whole
 * library), or from a backup zip (the dashboard's restore). `onDashboard`: the restore is on this
 * page, reached by its anchor.
 */
export function RefillLinks({ onDashboard = false }: { onDashboard?: boolean }) {
  const restore = (
    <>
      <Upload aria-hidden="true" className="h-4 w-4" />
      Restore from a backup
    </>
  );
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to={paths.receive.href()} className={buttonClass('outline')}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Get your files from your other device
      </Link>
      {/* On the dashboard a plain anchor: the router's link changes no hash, and the panel
          follows the hash to focus its restore. */}
      {onDashboard ? (
        <a href={`#${RESTORE_ANCHOR}`} className={buttonClass('outline')}>
          {restore}
        </a>
      ) : (
        <Link to={`${paths.dashboard.href()}#${RESTORE_ANCHOR}`} className={buttonClass('outline')}>
          {restore}
        </Link>
      )}
    </div>
  );
}

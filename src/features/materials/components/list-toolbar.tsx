import { Trash2, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../../ui/button-styles';
import type { ListView } from '../list/arrange-records';
import { ListViewControls } from './list-view-controls';

/** Above a list's rows: sort and filter, the kind's upload link, and Clear All where it has one. */
export function ListToolbar({
  view,
  onViewChange,
  uploadLink,
  clearAll,
}: {
  view: ListView;
  onViewChange: (view: ListView) => void;
  uploadLink: { href: string; label: string } | null;
  /** Offered when the student has files of their own here. */
  clearAll: { clearing: boolean; onClick: () => void } | null;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ListViewControls view={view} onChange={onViewChange} />
      <div className="flex flex-wrap items-center gap-3">
        {uploadLink && (
          <Link to={uploadLink.href} className={buttonClass('primary')}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {uploadLink.label}
          </Link>
        )}
        {clearAll && (
          <button
            type="button"
            onClick={clearAll.onClick}
            disabled={clearAll.clearing}
            className={buttonClass('danger-outline')}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {clearAll.clearing ? 'Clearing...' : 'Clear All'}
          </button>
        )}
      </div>
    </div>
  );
}

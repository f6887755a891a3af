import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { buttonClass } from '../../../ui/button-styles';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { fileCountText } from '../../../shared/file-count';
import { formatSize } from '../../../shared/format-size';
import { useTrashSummary } from '../use-trash-summary';

/**
 * The storage panel's Trash: how many files and how much room it holds, where it is, and Empty
 * Trash to give the room back at once.
 */
export function TrashLine({ onEmptied }: { onEmptied: (files: number) => void }) {
  const trash = useTrashSummary();
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="flex items-center gap-2 text-ink-soft">
        <Trash2 aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-muted" />
        <span>
          <span className="font-medium text-ink">Trash: </span>
          {trash.files === 0
            ? 'empty'
            : `${fileCountText(trash.files)}, ${formatSize(trash.bytes)}`}
        </span>
      </p>
      <Link to={paths.trash.href()} className={buttonClass('ghost-primary', 'sm')}>
        Open Trash
      </Link>
      {trash.files > 0 && (
        <button
          type="button"
          className={buttonClass('danger-outline', 'sm')}
          onClick={() => setAsking(true)}
        >
          Empty Trash
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title="Empty the Trash?"
        message={`This deletes ${fileCountText(trash.files)} for good. They cannot be restored afterwards.`}
        confirmLabel="Empty Trash"
        destructive
        onConfirm={() => {
          setAsking(false);
          void trash.empty().then(onEmptied, () => onEmptied(0));
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

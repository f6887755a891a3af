import { Trash2 } from 'lucide-react';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import type { StoredFileRecord } from '../../../storage/file-store';
import type { FileListState } from '../list/use-file-list';

/**
 * What a list has to say above its rows: a failure (with the removal of an entry whose bytes are
 * lost), an unreadable list and its Repair, and the outcome of a repair.
 */
export function ListAlerts({
  list,
  onRemoveBroken,
}: {
  list: FileListState;
  onRemoveBroken: (record: StoredFileRecord) => void;
}) {
  const { problem, changes } = list;
  const { broken } = problem;
  return (
    <>
      {problem.error && <Alert onDismiss={problem.dismiss}>{problem.error}</Alert>}
      {/* Beside the message, not in it: the alert says exactly what the spec says. */}
      {problem.error && broken && list.canDelete(broken) && (
        <button
          type="button"
          onClick={() => {
            problem.dismiss();
            onRemoveBroken(broken);
          }}
          className={buttonClass('danger-outline', 'sm')}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove the broken entry {broken.fileName}
        </button>
      )}
      {list.damaged && (
        <Alert tone="info">
          This list could not be read, so files it named may be missing here. What it held is kept
          on this device, and Repair rebuilds what it can.{' '}
          <button
            type="button"
            onClick={() => void changes.repair()}
            className="font-semibold underline"
          >
            Repair
          </button>
        </Alert>
      )}
      {changes.notice && (
        <Alert tone="success" onDismiss={changes.dismissNotice}>
          {changes.notice}
        </Alert>
      )}
    </>
  );
}

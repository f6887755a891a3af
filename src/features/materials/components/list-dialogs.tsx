import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Toast } from '../../../ui/toast';
import type { StoredFileRecord } from '../../../storage/file-store';
import { clearAllCountText, deleteTitle, listMessages } from '../../library/file-messages';
import type { ListChanges } from '../list/use-list-changes';
import { UNDO_DELETE_MS } from '../list/use-undoable-delete';

/** A list's questions and its Undo: confirm a delete, confirm Clear All, undo the last of them. */
export function ListDialogs({
  changes,
  confirmDelete,
  pendingDelete,
  onDeleteAnswered,
  confirmingClear,
  ownCount,
  onClearAnswered,
  onUndo,
}: {
  changes: ListChanges;
  /** The kind's own question before a delete. */
  confirmDelete: string;
  pendingDelete: StoredFileRecord | null;
  onDeleteAnswered: (confirmed: boolean) => void;
  confirmingClear: boolean;
  ownCount: number;
  onClearAnswered: (confirmed: boolean) => void;
  onUndo: () => void;
}) {
  const { deleted } = changes;
  return (
    <>
      <Toast
        toast={
          deleted && {
            id: deleted.id,
            message: deleted.message,
            actionLabel: 'Undo',
          }
        }
        durationMs={UNDO_DELETE_MS}
        onAction={onUndo}
        onClose={() => void changes.settleDelete()}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={pendingDelete ? deleteTitle(pendingDelete.fileName) : undefined}
        message={confirmDelete}
        confirmLabel="Delete"
        destructive
        onConfirm={() => onDeleteAnswered(true)}
        onCancel={() => onDeleteAnswered(false)}
      />
      <ConfirmDialog
        open={confirmingClear}
        title="Clear all files"
        message={`${listMessages.confirmClearAll} ${clearAllCountText(ownCount)}`}
        confirmLabel="Clear All"
        destructive
        onConfirm={() => onClearAnswered(true)}
        onCancel={() => onClearAnswered(false)}
      />
    </>
  );
}

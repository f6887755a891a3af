import { ConfirmDialog } from '../../../ui/confirm-dialog';

/**
 * A document's link to a web address, shown before it is followed: the address in full, opened
 * only on the student's word, in a new tab with no way back to the app (noopener, noreferrer).
 */
export function LeaveForAddress({
  address,
  onClose,
}: {
  address: string | null;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={address !== null}
      title="Open this web address?"
      message={`The document links to ${address ?? ''}`}
      confirmLabel="Open in a new tab"
      onConfirm={() => {
        if (address) window.open(address, '_blank', 'noopener,noreferrer');
        onClose();
      }}
      onCancel={onClose}
    />
  );
}

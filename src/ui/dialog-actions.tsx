import { buttonClass } from './button-styles';

/**
 * The closing row of a form in a dialog: Cancel, which closes it unchanged, and the form's submit,
 * disabled while `busy` (which names what it is doing then).
 */
export function DialogActions({
  submitLabel,
  onCancel,
  busy = false,
  busyLabel = submitLabel,
}: {
  submitLabel: string;
  onCancel: () => void;
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
        Cancel
      </button>
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

import { popoverClass } from '../../../ui/card-styles';

/** What the profile menu says under itself once closed: a failed sign-out, its progress, a backup. */
export function MenuNotices({
  error,
  signingOut,
  backupNote,
  onDismissBackupNote,
}: {
  error: string | null;
  signingOut: boolean;
  backupNote: string | null;
  onDismissBackupNote: () => void;
}) {
  return (
    <>
      {error && (
        <p
          role="alert"
          className="absolute right-0 mt-2 w-64 rounded-control bg-danger-soft p-3 text-sm text-danger-ink"
        >
          {error}
        </p>
      )}
      {signingOut && (
        <p
          role="status"
          className={`${popoverClass} absolute right-0 mt-2 w-64 p-3 text-sm text-ink-soft`}
        >
          Signing out…
        </p>
      )}
      {backupNote && (
        <p
          role="status"
          className={`${popoverClass} absolute right-0 mt-2 w-64 p-3 text-sm text-ink-soft`}
        >
          {backupNote}
          <button
            type="button"
            onClick={onDismissBackupNote}
            className="ml-2 font-semibold text-primary-ink underline"
          >
            Dismiss
          </button>
        </p>
      )}
    </>
  );
}

import { popoverClass } from '../../../ui/card-styles';

/**
 * What the profile menu says under itself once closed: a failed sign-out, its progress, the
 * outcome of what the menu last did (a backup, a changed password).
 */
export function MenuNotices({
  error,
  signingOut,
  note,
  onDismissNote,
}: {
  error: string | null;
  signingOut: boolean;
  note: string | null;
  onDismissNote: () => void;
}) {
  return (
    <>
      {error && (
        <p
          role="alert"
          className="absolute right-0 z-40 mt-2 w-64 rounded-control bg-danger-soft p-3 text-sm text-danger-ink"
        >
          {error}
        </p>
      )}
      {signingOut && (
        <p
          role="status"
          className={`${popoverClass} absolute right-0 z-40 mt-2 w-64 p-3 text-sm text-ink-soft`}
        >
          Signing out…
        </p>
      )}
      {note && (
        <p
          role="status"
          className={`${popoverClass} absolute right-0 z-40 mt-2 w-64 p-3 text-sm text-ink-soft`}
        >
          {note}
          <button
            type="button"
            onClick={onDismissNote}
            className="ml-2 font-semibold text-primary-ink underline"
          >
            Dismiss
          </button>
        </p>
      )}
    </>
  );
}

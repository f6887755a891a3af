import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Alert } from '../../../ui/alert';
import { changePassword } from '../auth-actions';
import { describeAuthError } from '../auth-error';
import { AuthField } from './auth-field';

type Status = { tone: 'error' | 'success'; text: string } | null;

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

/**
 * A modal dialog to change the signed-in student's password. It asks for the current
 * password first (Firebase needs a fresh sign-in to change it), keeps focus inside
 * itself, closes on Escape and gives focus back to where it was opened from.
 */
export function ChangePasswordDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  /** Where focus goes on close; by default the element focused when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('input')?.focus();
    const target = returnFocusTo;
    return () => (target?.current ?? previous)?.focus();
  }, [returnFocusTo]);

  // Listened for on the document: while the submit button is disabled, focus can
  // fall back to the page body, and Escape must still close the dialog.
  useEffect(() => {
    function onDocumentKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>(
      'input, button:not([disabled])',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!current || !next || !confirm) {
      setStatus({ tone: 'error', text: 'Please fill in all three password fields.' });
      return;
    }
    if (next !== confirm) {
      setStatus({ tone: 'error', text: 'The new passwords do not match.' });
      return;
    }
    if (next === current) {
      setStatus({
        tone: 'error',
        text: 'The new password must be different from the current one.',
      });
      return;
    }
    setStatus(null);
    setBusy(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      setStatus({ tone: 'success', text: PASSWORD_CHANGED_MESSAGE });
      // Done: offer the way out (focus would otherwise be lost with the disabled button).
      closeRef.current?.focus();
    } catch (caught) {
      setStatus({
        tone: 'error',
        text: `Failed to change password: ${describeAuthError(caught)}`,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/50 p-4">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-xl bg-white p-6 text-left shadow-xl"
      >
        <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
          Change password
        </h2>
        {status && (
          <div className="mb-4">
            <Alert tone={status.tone}>{status.text}</Alert>
          </div>
        )}
        <form onSubmit={onSubmit} noValidate>
          <AuthField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <AuthField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <AuthField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
            >
              Close
            </button>
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700 disabled:cursor-not-allowed"
            >
              {busy ? 'Changing...' : 'Change password'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

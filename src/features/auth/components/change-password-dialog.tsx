import { useId, useState, type FormEvent, type RefObject } from 'react';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import { changePassword } from '../../../session/identity';
import { describeAuthError } from '../auth-error';
import { PasswordField } from './credential-fields';
import { FormAlert } from './form-alert';
import { buttonClass } from '../../../ui/button-styles';
import { isOffline, OFFLINE_TEXT } from '../../../ui/online';
import { NeedsNetworkNote } from '../../../ui/needs-network-note';
import { passwordHint } from '../../../session/password-rules';
import { usePasswordRules } from '../use-password-rules';

type Status = { tone: 'error'; text: string } | null;

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

/**
 * A modal dialog to change the signed-in student's password. It asks for the current
 * password first (Firebase needs a fresh sign-in to change it), keeps focus inside
 * itself, closes on Escape and gives focus back to where it was opened from. Once the password
 * is changed its work is done: `onChanged` closes it and says so where it was opened.
 */
export function ChangePasswordDialog({
  onClose,
  onChanged,
  returnFocusTo,
}: {
  onClose: () => void;
  onChanged: (message: string) => void;
  /** Where focus goes on close; by default the element focused when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const rules = usePasswordRules();

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
    if (isOffline()) {
      setStatus({ tone: 'error', text: `Failed to change password: ${OFFLINE_TEXT}` });
      return;
    }
    setStatus(null);
    setBusy(true);
    try {
      await changePassword(current, next);
      onChanged(PASSWORD_CHANGED_MESSAGE);
    } catch (caught) {
      setStatus({
        tone: 'error',
        text: `Failed to change password: ${describeAuthError(caught)}`,
      });
      setBusy(false);
    }
  }

  return (
    <Modal
      labelledBy={titleId}
      onDismiss={onClose}
      returnFocusTo={returnFocusTo}
      className="text-left"
    >
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-ink">
        Change password
      </h2>
      <FormAlert text={status?.text} tone={status?.tone} />
      <form onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          hint={passwordHint(rules)}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
        <div className="mt-6">
          <NeedsNetworkNote className="mb-4" action="Changing your password" />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass('secondary')}>
            Close
          </button>
          <SubmitButton
            busy={busy}
            label="Change password"
            busyLabel="Changing..."
            layout="inline"
          />
        </div>
      </form>
    </Modal>
  );
}

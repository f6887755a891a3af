import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../ui/modal';
import type { EmulatorGoogleAccount } from '../../../session/emulator-google-identity';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { DialogActions } from '../../../ui/dialog-actions';

/**
 * What Google's account chooser would ask, when the app runs against the Auth emulator (no
 * internet, no Google): an address, a name and a photo for a test Google account.
 */
export function EmulatorGoogleDialog({
  onChoose,
  onCancel,
}: {
  onChoose: (account: EmulatorGoogleAccount) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [photoUrl, setPhotoUrl] = useState('');
  const [problem, setProblem] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem('Enter the Google account’s email address.');
      return;
    }
    onChoose({ email, name, photoUrl });
  }

  return (
    <Modal labelledBy={titleId} onDismiss={onCancel} className="text-left">
      <h2 id={titleId} className="mb-1 text-lg font-semibold text-ink">
        Choose a Google account
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        This copy of StudyShelf runs with the Firebase Auth emulator: any account is signed in
        without a password.
      </p>
      <FormAlert text={problem} />
      <form onSubmit={onSubmit} noValidate>
        <AuthField
          label="Google email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <AuthField
          label="Name"
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <AuthField
          label="Photo address (optional)"
          type="url"
          autoComplete="off"
          value={photoUrl}
          onChange={(e) => setPhotoUrl(e.target.value)}
        />
        <DialogActions submitLabel="Continue" onCancel={onCancel} />
      </form>
    </Modal>
  );
}

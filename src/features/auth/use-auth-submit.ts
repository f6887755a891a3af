import { useState } from 'react';
import { describeAuthError } from './auth-error';
import { isOffline, OFFLINE_TEXT } from '../../ui/online';

/**
 * The busy flag and error message of an auth form. `submit` runs the form's action; on
 * failure it shows `${failure}: ${reason}` and frees the form; offline, it says so at once. On success the form stays
 * busy: the page is navigating away or showing its done state.
 */
export function useAuthSubmit(failure: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(action: () => Promise<void>) {
    if (isOffline()) {
      setError(`${failure}: ${OFFLINE_TEXT}`);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(`${failure}: ${describeAuthError(caught)}`);
      setBusy(false);
    }
  }

  return { busy, error, setError, submit };
}

import { useState } from 'react';
import { codeOf, describeAuthError } from './auth-error';
import { isOffline, OFFLINE_TEXT } from '../../ui/online';

/**
 * The busy flag and error message of an auth form. `submit` runs the form's action; on failure it
 * shows `${failure}: ${reason}` and frees the form. On success the form stays busy: the page is
 * navigating away or showing its done state. The action is always tried: the browser's online flag
 * is false on some networks that reach the service (and where it runs on this machine), so it only
 * words a request that failed for want of a network.
 */
export function useAuthSubmit(failure: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(action: () => Promise<void>) {
    setError('');
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      const unreachable = codeOf(caught) === 'auth/network-request-failed' && isOffline();
      setError(`${failure}: ${unreachable ? OFFLINE_TEXT : describeAuthError(caught)}`);
      setBusy(false);
    }
  }

  return { busy, error, setError, submit };
}

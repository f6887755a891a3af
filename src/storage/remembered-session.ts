/**
 * Whether the identity service may have a session to restore on this device. Firebase Auth keeps
 * a signed-in user under `firebase:authUser:…` in localStorage (remembered) or sessionStorage
 * (this tab only), and nowhere else with the persistences the app gives it: with neither key the
 * start-up state is known without its SDK, a guest. Storage that cannot be read answers "may".
 */
import { storedKeys } from './local-json';

const SESSION_KEY_PREFIX = 'firebase:authUser:';

export function mayHaveSession(): boolean {
  return (['local', 'session'] as const).some((where) => {
    const keys = storedKeys(where);
    return keys === null || keys.some((key) => key.startsWith(SESSION_KEY_PREFIX));
  });
}

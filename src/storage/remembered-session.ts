/**
 * The identity service's session as this device stores it: whether there may be one to restore,
 * and forgetting it. Firebase Auth keeps
 * a signed-in user under `firebase:authUser:…` in localStorage (remembered) or sessionStorage
 * (this tab only), and nowhere else with the persistences the app gives it: with neither key the
 * start-up state is known without its SDK, a guest. Storage that cannot be read answers "may".
 */
import { removeKey, storedKeys } from './local-json';

const SESSION_KEY_PREFIX = 'firebase:authUser:';

const AREAS = ['local', 'session'] as const;

export function mayHaveSession(): boolean {
  return AREAS.some((where) => {
    const keys = storedKeys(where);
    return keys === null || keys.some((key) => key.startsWith(SESSION_KEY_PREFIX));
  });
}

/**
 * Removes the stored session at once, in the same task as the student's Sign Out: the service's
 * own sign-out awaits its SDK and a network call, and a browser closed meanwhile would otherwise
 * reopen still signed in.
 */
export function forgetSession(): void {
  for (const where of AREAS) {
    for (const key of storedKeys(where) ?? []) {
      if (key.startsWith(SESSION_KEY_PREFIX)) removeKey(key, where);
    }
  }
}

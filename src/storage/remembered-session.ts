/**
 * The identity service's session as this device stores it. Firebase Auth keeps a signed-in user
 * under `firebase:authUser:…` in localStorage (remembered) or sessionStorage (this tab only), and
 * nowhere else with the persistences the app gives it.
 */
import { removeKey, storedKeys } from './local-json';

const SESSION_KEY_PREFIX = 'firebase:authUser:';

const AREAS = ['local', 'session'] as const;

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

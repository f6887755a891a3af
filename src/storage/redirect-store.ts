/**
 * Whether this tab left for a sign-in by redirect, under STORAGE_KEYS.googleRedirect
 * (sessionStorage: the tab that left is the tab that comes back). Only then does the sign-in
 * screen load the redirect code to finish it, so no other visit pays for it.
 */
import { STORAGE_KEYS } from './keys';

export function noteGoogleRedirect(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.googleRedirect, '1');
  } catch {
    // Blocked storage: the sign-in still completes, only its landing page may be the default one.
  }
}

/** True once after coming back from the redirect; clears the note. */
export function takeGoogleRedirect(): boolean {
  try {
    const pending = sessionStorage.getItem(STORAGE_KEYS.googleRedirect) === '1';
    sessionStorage.removeItem(STORAGE_KEYS.googleRedirect);
    return pending;
  } catch {
    return false;
  }
}

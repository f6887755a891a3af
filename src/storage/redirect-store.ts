/**
 * Whether this tab left for a sign-in by redirect, under STORAGE_KEYS.googleRedirect
 * (sessionStorage: the tab that left is the tab that comes back). Only then does the sign-in
 * screen load the redirect code to finish it, so no other visit pays for it.
 */
import { STORAGE_KEYS } from './keys';
import { readText, removeKey, writeText } from './local-json';

export function noteGoogleRedirect(): void {
  // Refused (blocked): the sign-in still completes, only its landing page may be the default one.
  writeText(STORAGE_KEYS.googleRedirect, '1', 'session');
}

/** True once after coming back from the redirect; clears the note. */
export function takeGoogleRedirect(): boolean {
  const pending = readText(STORAGE_KEYS.googleRedirect, 'session') === '1';
  removeKey(STORAGE_KEYS.googleRedirect, 'session');
  return pending;
}

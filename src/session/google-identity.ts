import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  getAdditionalUserInfo,
  getRedirectResult,
  GoogleAuthProvider,
  signInWithPopup,
  setPersistence,
  signInWithRedirect,
  type UserCredential,
} from 'firebase/auth';
import { noteGoogleRedirect } from '../storage/redirect-store';
import { getAppAuth } from './firebase-auth';

/**
 * Sign-in with Google, loaded only when a student asks for it: the popup and redirect code
 * (browserPopupRedirectResolver) stays out of the landing screen's JavaScript.
 */
export interface GoogleOutcome {
  uid: string;
  /** The first sign-in of this Google account: it has no branch yet. */
  isNewUser: boolean;
}

/** Popups cannot open here: go by redirect instead. */
const POPUP_UNAVAILABLE = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
]);

export function googleOutcome(credential: UserCredential): GoogleOutcome {
  return {
    uid: credential.user.uid,
    isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false,
  };
}

/**
 * The popup first; where the browser blocks it, the redirect. Resolves to null when the page is
 * leaving for Google (finishGoogleRedirect completes it on return).
 */
export async function signInWithGoogle(remember: boolean): Promise<GoogleOutcome | null> {
  const auth = getAppAuth();
  const provider = new GoogleAuthProvider();
  await rememberSession(remember);
  try {
    return googleOutcome(await signInWithPopup(auth, provider, browserPopupRedirectResolver));
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== 'string' || !POPUP_UNAVAILABLE.has(code)) throw error;
    noteGoogleRedirect();
    await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
    return null;
  }
}

/** As for e-mail sign-in: Remember me keeps the session past a browser restart. */
export async function rememberSession(remember: boolean): Promise<void> {
  await setPersistence(
    getAppAuth(),
    remember ? browserLocalPersistence : browserSessionPersistence,
  );
}

/** Completes a sign-in by redirect once the student is back; null if there was none. */
export async function finishGoogleRedirect(): Promise<GoogleOutcome | null> {
  const credential = await getRedirectResult(getAppAuth(), browserPopupRedirectResolver);
  return credential ? googleOutcome(credential) : null;
}

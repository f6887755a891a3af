import {
  EmailAuthProvider,
  browserLocalPersistence,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  reauthenticateWithCredential,
  sendPasswordResetEmail as firebaseSendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  updatePassword,
} from 'firebase/auth';
import { getAppAuth } from './firebase-auth';

/**
 * The identity operations of the spec's section 7, on the Firebase modular SDK.
 * Features call these; only src/session touches Firebase. Errors are Firebase's
 * own (with their codes): describeAuthError turns them into readable text.
 */

/** Creates the account (which also signs it in) and returns the new uid. */
export async function signUp(email: string, password: string): Promise<{ uid: string }> {
  const credential = await createUserWithEmailAndPassword(getAppAuth(), email, password);
  return { uid: credential.user.uid };
}

/**
 * Remember me: local persistence survives a browser restart; session persistence
 * ends with the browser session. It must be set before signing in to apply.
 */
export async function signIn(email: string, password: string, remember: boolean): Promise<void> {
  const auth = getAppAuth();
  await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
  try {
    await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    // A request lost on the way (a phone between networks, a kept-alive connection the server had
    // just closed) is asked once more before the student is told: signing in changes nothing on
    // the service, so a second request is safe. Sign-up is not repeated: it may have created the
    // account before its answer was lost.
    if ((error as { code?: unknown } | null)?.code !== 'auth/network-request-failed') throw error;
    await signInWithEmailAndPassword(auth, email, password);
  }
}

/**
 * Sends the reset message. An unknown address is answered as a sent message, as the service does
 * with e-mail enumeration protection on: the reset screen must not tell a stranger who has an
 * account (the emulator, and a project without that protection, say "user not found").
 */
export async function sendPasswordResetEmail(email: string): Promise<void> {
  try {
    await firebaseSendPasswordResetEmail(getAppAuth(), email);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'auth/user-not-found') throw error;
  }
}

/** Thrown when the current password given to changePassword is wrong. */
export class WrongCurrentPasswordError extends Error {
  constructor() {
    super('The current password is incorrect.');
    this.name = 'WrongCurrentPasswordError';
  }
}

const WRONG_PASSWORD_CODES = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** Changes the signed-in user's password after proving they know the current one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = getAppAuth().currentUser;
  if (!user?.email) throw new Error('You need to be signed in to change your password.');
  try {
    await reauthenticateWithCredential(
      user,
      EmailAuthProvider.credential(user.email, currentPassword),
    );
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && WRONG_PASSWORD_CODES.has(code)) {
      throw new WrongCurrentPasswordError();
    }
    throw error;
  }
  await updatePassword(user, newPassword);
}

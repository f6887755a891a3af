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
import { hasStoredBranch } from '../../storage/branch-store';
import { paths } from '../../config/paths';
import { getAppAuth } from '../../session/firebase-auth';

/**
 * The identity operations of the spec's section 7, on the Firebase modular SDK.
 * Screens call these; they never touch Firebase themselves. Errors are Firebase's
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
  await signInWithEmailAndPassword(auth, email, password);
}

export { signOut } from '../../session/sign-out';

export async function sendPasswordResetEmail(email: string): Promise<void> {
  await firebaseSendPasswordResetEmail(getAppAuth(), email);
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

/** Where a student goes after signing in: the dashboard once a branch is stored. */
export function pathAfterSignIn(): string {
  return hasStoredBranch() ? paths.dashboard.href() : paths.branchSelection.href();
}

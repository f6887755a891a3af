import { signOut as firebaseSignOut } from 'firebase/auth';
import { clearBranch } from '../storage/branch-store';
import { getAppAuth } from './firebase-auth';

/**
 * Signs out and forgets the branch, so the next sign-in asks for it again (GUIDE decision).
 * Kept apart from the other actions because the navbar, in every screen's bundle, needs only this.
 */
export async function signOut(): Promise<void> {
  await firebaseSignOut(getAppAuth());
  clearBranch();
}

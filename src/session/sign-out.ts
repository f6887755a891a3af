import { clearBranch } from '../storage/branch-store';

/**
 * Signs out and forgets the branch, so the next sign-in asks for it again (GUIDE decision).
 * The navbar of every screen offers it; Firebase loads here only when it is pressed (it is loaded
 * by then anyway), so the first screen's own script does not carry it.
 */
export async function signOut(): Promise<void> {
  const { signOutOfFirebase } = await import('./firebase-auth');
  await signOutOfFirebase();
  clearBranch();
}

import { clearBranch } from '../storage/branch-store';
import { forgetSession } from '../storage/remembered-session';

/**
 * Signs out and forgets the branch, so the next sign-in asks for it again (GUIDE decision).
 * The navbar of every screen offers it; Firebase loads here only when it is pressed (it is loaded
 * by then anyway), so the first screen's own script does not carry it.
 */
export async function signOut(): Promise<void> {
  // Before the first await: this part runs inside the click that asked for it.
  forgetSession();
  const { signOutOfFirebase } = await import('./firebase-auth');
  await signOutOfFirebase();
  clearBranch();
}

import { paths } from '../../config/paths';
import type { GoogleOutcome } from '../../session/google-identity';
import { hasStoredBranch } from '../../storage/branch-store';

/** Where a student goes after signing in: the dashboard once a branch is stored. */
export function pathAfterSignIn(): string {
  return hasStoredBranch() ? paths.dashboard.href() : paths.branchSelection.href();
}

/** Where the student goes after Google: a first sign-in picks a branch, as a new sign-up does. */
export function pathAfterGoogle(outcome: GoogleOutcome): string {
  return outcome.isNewUser ? paths.branchSelection.href() : pathAfterSignIn();
}

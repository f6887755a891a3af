import { GUEST_USER_ID, saveBranch, type UserBranchRecord } from '../../storage/branch-store';
import { BRANCHES } from './branches';

export const BRANCH_REQUIRED_MESSAGE = 'Please select a branch to continue';
export const INVALID_BRANCH_MESSAGE = 'Invalid branch selection';
export const BRANCH_SAVE_FALLBACK_MESSAGE = 'An error occurred while saving your branch selection';

/**
 * Validates a branch id and stores both branch records (spec sections 3 and 5).
 * Throws with the spec's messages; the screen shows whatever message is thrown.
 */
export function selectBranch(
  branchId: string,
  userId: string | null | undefined,
  now: Date = new Date(),
): UserBranchRecord {
  if (!branchId) throw new Error(BRANCH_REQUIRED_MESSAGE);
  const branch = BRANCHES.find((b) => b.id === branchId);
  if (!branch) throw new Error(INVALID_BRANCH_MESSAGE);
  return saveBranch(branch, userId || GUEST_USER_ID, now);
}

/** The text a failed selection shows: the thrown message, else the spec's fallback. */
export function branchErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : BRANCH_SAVE_FALLBACK_MESSAGE;
}

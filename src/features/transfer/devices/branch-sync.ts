/**
 * The branch between paired devices: the choice the student made last wins, by the time it was
 * made (the spec's `userBranch.selectedAt`); another device's choice counts only if it is one of
 * the app's branches.
 */
import { readUserBranch, saveBranch, type BranchRecord } from '../../../storage/branch-store';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The branch the student chose on this device, and when. */
export function chosenBranch(uid: string): { id: string; selectedAt: string } | null {
  const chosen = readUserBranch();
  return chosen?.userId === uid ? { id: chosen.id, selectedAt: chosen.selectedAt } : null;
}

/** The later of the two devices' choices of branch, kept here: the one a student made last. */
export function takeLaterBranch(
  uid: string,
  mine: { id: string; selectedAt: string } | null,
  theirs: unknown,
  branches: readonly BranchRecord[],
): void {
  if (!isObject(theirs) || typeof theirs.selectedAt !== 'string') return;
  const known = branches.find(({ id }) => id === theirs.id);
  const at = Date.parse(theirs.selectedAt);
  if (!known || !Number.isFinite(at) || at > Date.now() + 60_000) return;
  if (mine && (Date.parse(mine.selectedAt) >= at || mine.id === known.id)) return;
  try {
    saveBranch(known, uid, new Date(at));
  } catch {
    // A full storage: this device keeps its branch, and the next sync tries again.
  }
}

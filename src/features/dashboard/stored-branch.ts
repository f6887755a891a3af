import { readBranch, type BranchRecord } from '../../storage/branch-store';

/** The branch stored on this device, for the dashboard's heading. */
export function storedBranch(): BranchRecord | null {
  return readBranch();
}

import type { BranchRecord } from '../../storage/branch-store';

/** The branches on offer (spec section 9: one, CSE, id cs). */
export const BRANCHES: readonly BranchRecord[] = [
  { id: 'cs', name: 'Computer Science Engineering', abbr: 'CSE' },
];

export function branchLabel(branch: BranchRecord): string {
  return `${branch.name} (${branch.abbr})`;
}

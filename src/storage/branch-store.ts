import { STORAGE_KEYS } from './keys';
import { readJson, removeKey, writeJson } from './local-json';

/** The branch a student studies, stored under `branch` (spec section 3). */
export interface BranchRecord {
  id: string;
  name: string;
  abbr: string;
}

/** The last choice with who made it and when, stored under `userBranch`. */
export interface UserBranchRecord extends BranchRecord {
  /** ISO timestamp. */
  selectedAt: string;
  /** The student's uid, or "guest" when nobody is signed in. */
  userId: string;
}

export const GUEST_USER_ID = 'guest';

function isBranchRecord(value: unknown): value is BranchRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.name === 'string' &&
    typeof record.abbr === 'string'
  );
}

/** The stored branch, or null when none (or an unreadable one) is stored. */
export function readBranch(): BranchRecord | null {
  // Unreadable or blocked storage reads as "nothing stored", never as a crash.
  const value = readJson(STORAGE_KEYS.branch, isBranchRecord);
  return value && { id: value.id, name: value.name, abbr: value.abbr };
}

export function hasStoredBranch(): boolean {
  return readBranch() !== null;
}

export function readUserBranch(): UserBranchRecord | null {
  const value = readJson(STORAGE_KEYS.userBranch, isBranchRecord);
  if (!value) return null;
  const record = value as unknown as Record<string, unknown>;
  if (typeof record.selectedAt !== 'string' || typeof record.userId !== 'string') return null;
  return value as UserBranchRecord;
}

/**
 * Writes both records with exactly the spec's fields.
 * Throws an Error with a message a student can act on when storage refuses the write.
 */
export function saveBranch(
  branch: BranchRecord,
  userId: string,
  now: Date = new Date(),
): UserBranchRecord {
  const record: BranchRecord = { id: branch.id, name: branch.name, abbr: branch.abbr };
  const userRecord: UserBranchRecord = { ...record, selectedAt: now.toISOString(), userId };
  if (!writeJson(STORAGE_KEYS.branch, record) || !writeJson(STORAGE_KEYS.userBranch, userRecord)) {
    throw new Error(
      'Your browser storage is full or blocked, so the branch could not be saved. Please free some space and try again.',
    );
  }
  return userRecord;
}

/** Forgets the current branch (on sign-out); `userBranch` keeps the last choice. */
export function clearBranch(): void {
  removeKey(STORAGE_KEYS.branch);
}

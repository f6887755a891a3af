import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANCH_SAVE_FALLBACK_MESSAGE, branchErrorMessage, selectBranch } from './select-branch';

describe('selectBranch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores CSE for the given user', () => {
    const record = selectBranch('cs', 'uid-7', new Date('2025-01-02T03:04:05.000Z'));
    expect(record).toEqual({
      id: 'cs',
      name: 'Computer Science Engineering',
      abbr: 'CSE',
      selectedAt: '2025-01-02T03:04:05.000Z',
      userId: 'uid-7',
    });
    expect(JSON.parse(localStorage.getItem('branch') ?? 'null')).toEqual({
      id: 'cs',
      name: 'Computer Science Engineering',
      abbr: 'CSE',
    });
  });

  it('records "guest" when nobody is signed in', () => {
    expect(selectBranch('cs', null).userId).toBe('guest');
    expect(selectBranch('cs', '').userId).toBe('guest');
  });

  it('rejects a missing or unknown id with the spec messages', () => {
    expect(() => selectBranch('', 'u')).toThrow(/^Please select a branch to continue$/);
    expect(() => selectBranch('ece', 'u')).toThrow(/^Invalid branch selection$/);
    expect(localStorage.getItem('branch')).toBeNull();
  });

  it('shows the thrown message, else the fallback', () => {
    expect(branchErrorMessage(new Error('Invalid branch selection'))).toBe(
      'Invalid branch selection',
    );
    expect(branchErrorMessage('boom')).toBe(BRANCH_SAVE_FALLBACK_MESSAGE);
    expect(branchErrorMessage(new Error(''))).toBe(
      'An error occurred while saving your branch selection',
    );
  });
});

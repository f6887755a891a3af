import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearBranch,
  hasStoredBranch,
  readBranch,
  readUserBranch,
  saveBranch,
} from './branch-store';

const cse = { id: 'cs', name: 'Computer Science Engineering', abbr: 'CSE' };

describe('branch store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores exactly the spec fields under branch and userBranch', () => {
    const at = new Date('2025-03-04T05:06:07.089Z');
    saveBranch({ ...cse, extra: 'dropped' } as typeof cse, 'uid-1', at);
    expect(JSON.parse(localStorage.getItem('branch') ?? 'null')).toEqual(cse);
    expect(JSON.parse(localStorage.getItem('userBranch') ?? 'null')).toEqual({
      ...cse,
      selectedAt: '2025-03-04T05:06:07.089Z',
      userId: 'uid-1',
    });
    expect(readBranch()).toEqual(cse);
    expect(readUserBranch()?.userId).toBe('uid-1');
    expect(hasStoredBranch()).toBe(true);
  });

  it('reads nothing when nothing, or something malformed, is stored', () => {
    expect(readBranch()).toBeNull();
    localStorage.setItem('branch', '{not json');
    expect(readBranch()).toBeNull();
    localStorage.setItem('branch', JSON.stringify({ id: 'cs' }));
    expect(hasStoredBranch()).toBe(false);
    localStorage.setItem('userBranch', JSON.stringify(cse));
    expect(readUserBranch()).toBeNull();
  });

  it('clearBranch removes branch but keeps userBranch', () => {
    saveBranch(cse, 'guest');
    clearBranch();
    expect(localStorage.getItem('branch')).toBeNull();
    expect(readUserBranch()?.userId).toBe('guest');
  });

  it('turns a refused write into a readable error', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveBranch(cse, 'uid-1')).toThrow(/branch could not be saved/);
  });
});

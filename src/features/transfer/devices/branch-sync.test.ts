import { beforeEach, describe, expect, it } from 'vitest';
import { readBranch, readUserBranch, saveBranch } from '../../../storage/branch-store';
import { chosenBranch, takeLaterBranch } from './branch-sync';

const CSE = { id: 'cse', name: 'Computer Science', abbr: 'CSE' };
const AIML = { id: 'aiml', name: 'AI and Machine Learning', abbr: 'AIML' };
const BRANCHES = [CSE, AIML];

beforeEach(() => localStorage.clear());

describe('the branch between paired devices', () => {
  it('is the choice made last, on whichever device', () => {
    saveBranch(CSE, 'uid-1', new Date('2026-12-01T10:00:00.000Z'));
    const mine = chosenBranch('uid-1');
    takeLaterBranch(
      'uid-1',
      mine,
      { id: 'aiml', selectedAt: '2026-12-02T10:00:00.000Z' },
      BRANCHES,
    );
    expect(readBranch()).toEqual(AIML);
    expect(readUserBranch()?.selectedAt).toBe('2026-12-02T10:00:00.000Z');
    // An older choice from the other device does not undo it.
    takeLaterBranch(
      'uid-1',
      chosenBranch('uid-1'),
      { id: 'cse', selectedAt: '2026-12-01T12:00:00.000Z' },
      BRANCHES,
    );
    expect(readBranch()).toEqual(AIML);
  });

  it('ignores a branch the app does not have, a time in the future, and another student’s choice', () => {
    saveBranch(CSE, 'uid-1', new Date('2026-12-01T10:00:00.000Z'));
    const mine = chosenBranch('uid-1');
    takeLaterBranch(
      'uid-1',
      mine,
      { id: 'hacked', selectedAt: '2026-12-02T10:00:00.000Z' },
      BRANCHES,
    );
    takeLaterBranch(
      'uid-1',
      mine,
      { id: 'aiml', selectedAt: '2999-01-01T00:00:00.000Z' },
      BRANCHES,
    );
    expect(readBranch()).toEqual(CSE);
    expect(chosenBranch('uid-2')).toBeNull();
  });
});

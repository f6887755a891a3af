import { beforeEach, describe, expect, it } from 'vitest';
import { pathAfterGoogle, pathAfterSignIn } from './path-after-sign-in';

describe('where a student goes after signing in', () => {
  beforeEach(() => localStorage.clear());

  it('goes to the dashboard once a branch is stored, else to the branch choice', () => {
    expect(pathAfterSignIn()).toBe('/branch-selection');
    localStorage.setItem('branch', '{"id":"cs","name":"n","abbr":"a"}');
    expect(pathAfterSignIn()).toBe('/dashboard');
  });

  it('sends a first Google sign-in to the branch choice, a known one where sign-in goes', () => {
    localStorage.setItem('branch', '{"id":"cs","name":"n","abbr":"a"}');
    expect(pathAfterGoogle({ uid: 'u', isNewUser: true })).toBe('/branch-selection');
    expect(pathAfterGoogle({ uid: 'u', isNewUser: false })).toBe('/dashboard');
  });
});

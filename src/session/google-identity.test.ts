import { browserLocalPersistence, browserSessionPersistence } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { takeGoogleRedirect } from '../storage/redirect-store';

const firebase = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(),
  getRedirectResult: vi.fn(),
  getAdditionalUserInfo: vi.fn(),
  setPersistence: vi.fn(),
}));

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  ...firebase,
}));

// No Firebase app at all: a real one opens IndexedDB for its heartbeat, whose callback may land
// after the test environment is gone.
vi.mock('./firebase-auth', () => ({ getAppAuth: () => ({ name: 'test-auth' }) }));

const { finishGoogleRedirect, signInWithGoogle } = await import('./google-identity');

const credential = { user: { uid: 'google-uid' } };

describe('Google sign-in', () => {
  beforeEach(() => {
    Object.values(firebase).forEach((fn) => fn.mockReset());
    sessionStorage.clear();
    localStorage.clear();
  });

  it('signs in by popup and tells a first sign-in apart', async () => {
    firebase.signInWithPopup.mockResolvedValue(credential);
    firebase.getAdditionalUserInfo.mockReturnValue({ isNewUser: true });
    expect(await signInWithGoogle(true)).toEqual({ uid: 'google-uid', isNewUser: true });
    expect(firebase.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('goes by redirect where the popup is blocked, and notes it for the way back', async () => {
    firebase.signInWithPopup.mockRejectedValue({ code: 'auth/popup-blocked' });
    firebase.signInWithRedirect.mockResolvedValue(undefined);
    expect(await signInWithGoogle(false)).toBeNull();
    expect(firebase.signInWithRedirect).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(STORAGE_KEYS.googleRedirect)).toBe('1');
    expect(takeGoogleRedirect()).toBe(true);
    expect(takeGoogleRedirect()).toBe(false);
  });

  it('lets any other failure through to the form, with no redirect', async () => {
    firebase.signInWithPopup.mockRejectedValue({ code: 'auth/popup-closed-by-user' });
    await expect(signInWithGoogle(true)).rejects.toEqual({ code: 'auth/popup-closed-by-user' });
    expect(firebase.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('keeps the session only for the browser session without Remember me', async () => {
    firebase.signInWithPopup.mockResolvedValue(credential);
    await signInWithGoogle(false);
    expect(firebase.setPersistence.mock.calls[0]?.[1]).toBe(browserSessionPersistence);
    await signInWithGoogle(true);
    expect(firebase.setPersistence.mock.calls[1]?.[1]).toBe(browserLocalPersistence);
  });

  it('finishes a redirect on return, or finds none', async () => {
    firebase.getRedirectResult.mockResolvedValueOnce(credential).mockResolvedValueOnce(null);
    firebase.getAdditionalUserInfo.mockReturnValue({ isNewUser: false });
    expect(await finishGoogleRedirect()).toEqual({ uid: 'google-uid', isNewUser: false });
    expect(await finishGoogleRedirect()).toBeNull();
  });
});

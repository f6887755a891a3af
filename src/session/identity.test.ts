import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebase = vi.hoisted(() => ({
  browserLocalPersistence: { type: 'LOCAL' },
  browserSessionPersistence: { type: 'SESSION' },
  createUserWithEmailAndPassword: vi.fn(),
  reauthenticateWithCredential: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  setPersistence: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
  updatePassword: vi.fn(),
  EmailAuthProvider: {
    credential: vi.fn((email: string, password: string) => ({ email, password })),
  },
}));
const fakeAuth = vi.hoisted(() => ({ currentUser: null as null | { email: string | null } }));

vi.mock('firebase/auth', () => firebase);
vi.mock('./firebase-auth', () => ({
  getAppAuth: () => fakeAuth,
  signOutOfFirebase: () => firebase.signOut(fakeAuth),
}));

const actions = await import('./identity');

describe('auth actions', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    fakeAuth.currentUser = null;
  });

  it('signIn sets local persistence when remembered, before signing in', async () => {
    const order: string[] = [];
    firebase.setPersistence.mockImplementation(async () => void order.push('persistence'));
    firebase.signInWithEmailAndPassword.mockImplementation(async () => void order.push('signIn'));
    await actions.signIn('a@b.c', 'pw', true);
    expect(firebase.setPersistence).toHaveBeenCalledWith(
      fakeAuth,
      firebase.browserLocalPersistence,
    );
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, 'a@b.c', 'pw');
    expect(order).toEqual(['persistence', 'signIn']);
  });

  it('signIn sets session persistence when not remembered', async () => {
    await actions.signIn('a@b.c', 'pw', false);
    expect(firebase.setPersistence).toHaveBeenCalledWith(
      fakeAuth,
      firebase.browserSessionPersistence,
    );
  });

  it('signIn asks once more when the first request was lost on the way', async () => {
    const lost = Object.assign(new Error('lost'), { code: 'auth/network-request-failed' });
    firebase.signInWithEmailAndPassword.mockRejectedValueOnce(lost).mockResolvedValueOnce({});
    await actions.signIn('a@b.c', 'pw', true);
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledTimes(2);
  });

  it('signIn reports a second lost request, and never repeats a refused one', async () => {
    const lost = Object.assign(new Error('lost'), { code: 'auth/network-request-failed' });
    firebase.signInWithEmailAndPassword.mockRejectedValue(lost);
    await expect(actions.signIn('a@b.c', 'pw', true)).rejects.toBe(lost);
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledTimes(2);

    firebase.signInWithEmailAndPassword.mockClear();
    const refused = Object.assign(new Error('no'), { code: 'auth/invalid-credential' });
    firebase.signInWithEmailAndPassword.mockRejectedValue(refused);
    await expect(actions.signIn('a@b.c', 'pw', true)).rejects.toBe(refused);
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
  });

  it('signUp returns the new uid', async () => {
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user: { uid: 'new-uid' } });
    await expect(actions.signUp('a@b.c', 'pw1234')).resolves.toEqual({ uid: 'new-uid' });
  });

  it('signOut removes branch and keeps userBranch', async () => {
    localStorage.setItem('branch', '{"id":"cs","name":"n","abbr":"a"}');
    localStorage.setItem('userBranch', '{"id":"cs"}');
    const { signOut } = await import('./sign-out');
    await signOut();
    expect(firebase.signOut).toHaveBeenCalledWith(fakeAuth);
    expect(localStorage.getItem('branch')).toBeNull();
    expect(localStorage.getItem('userBranch')).toBe('{"id":"cs"}');
  });

  it('signOut forgets the stored session in the same task, before Firebase has answered', async () => {
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u1"}');
    sessionStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u1"}');
    const { signOut } = await import('./sign-out');
    const done = signOut();
    expect(localStorage.getItem('firebase:authUser:key:[DEFAULT]')).toBeNull();
    expect(sessionStorage.getItem('firebase:authUser:key:[DEFAULT]')).toBeNull();
    await done;
  });

  it('sendPasswordResetEmail passes the address on', async () => {
    await actions.sendPasswordResetEmail('a@b.c');
    expect(firebase.sendPasswordResetEmail).toHaveBeenCalledWith(fakeAuth, 'a@b.c');
  });

  it('sendPasswordResetEmail answers an unknown address as sent, and passes other failures on', async () => {
    const failing = (code: string) =>
      vi
        .mocked(firebase.sendPasswordResetEmail)
        .mockRejectedValueOnce(Object.assign(new Error(`Firebase: Error (${code}).`), { code }));
    failing('auth/user-not-found');
    await expect(actions.sendPasswordResetEmail('nobody@b.c')).resolves.toBeUndefined();
    failing('auth/too-many-requests');
    await expect(actions.sendPasswordResetEmail('a@b.c')).rejects.toMatchObject({
      code: 'auth/too-many-requests',
    });
  });

  it('changePassword re-authenticates with the current password, then updates', async () => {
    const user = { email: 'a@b.c' };
    fakeAuth.currentUser = user;
    await actions.changePassword('old-pw', 'new-pw');
    expect(firebase.EmailAuthProvider.credential).toHaveBeenCalledWith('a@b.c', 'old-pw');
    expect(firebase.reauthenticateWithCredential).toHaveBeenCalledWith(user, {
      email: 'a@b.c',
      password: 'old-pw',
    });
    expect(firebase.updatePassword).toHaveBeenCalledWith(user, 'new-pw');
  });

  it('changePassword reports a wrong current password and does not update', async () => {
    fakeAuth.currentUser = { email: 'a@b.c' };
    firebase.reauthenticateWithCredential.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
        code: 'auth/wrong-password',
      }),
    );
    await expect(actions.changePassword('bad', 'new-pw')).rejects.toThrow(
      'The current password is incorrect.',
    );
    expect(firebase.updatePassword).not.toHaveBeenCalled();
  });

  it('changePassword needs a signed-in user', async () => {
    await expect(actions.changePassword('a', 'b')).rejects.toThrow(/signed in/);
  });
});

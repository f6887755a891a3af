import { describe, expect, it } from 'vitest';
import { cleanFirebaseMessage, describeAuthError } from './auth-error';

function firebaseError(code: string, message: string) {
  return Object.assign(new Error(message), { code, name: 'FirebaseError' });
}

describe('describeAuthError', () => {
  it('gives a plain sentence for known codes', () => {
    expect(
      describeAuthError(
        firebaseError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).'),
      ),
    ).toBe('Invalid email or password.');
    expect(
      describeAuthError(
        firebaseError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).'),
      ),
    ).toBe('An account with this email address already exists.');
  });

  it('words an unknown e-mail and a wrong password alike', () => {
    const unknown = Object.assign(new Error('Firebase: Error (auth/user-not-found).'), {
      code: 'auth/user-not-found',
    });
    const wrong = Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
      code: 'auth/wrong-password',
    });
    expect(describeAuthError(unknown)).toBe(describeAuthError(wrong));
    expect(describeAuthError(unknown)).toBe('Invalid email or password.');
  });

  it('strips the Firebase prefix and code from unknown errors', () => {
    expect(
      describeAuthError(
        firebaseError(
          'auth/password-does-not-meet-requirements',
          'Firebase: Missing password requirements: [Password must contain an upper case character] (auth/password-does-not-meet-requirements).',
        ),
      ),
    ).toBe('Missing password requirements: [Password must contain an upper case character].');
  });

  it('words a bare unknown code', () => {
    expect(
      describeAuthError(
        firebaseError('auth/quota-exceeded', 'Firebase: Error (auth/quota-exceeded).'),
      ),
    ).toBe('Quota exceeded.');
  });

  it('keeps plain errors and falls back for anything else', () => {
    expect(describeAuthError(new Error('The current password is incorrect.'))).toBe(
      'The current password is incorrect.',
    );
    expect(describeAuthError(42)).toBe('Something went wrong. Please try again.');
  });
});

describe('cleanFirebaseMessage', () => {
  it('returns empty when only "Error" is left', () => {
    expect(cleanFirebaseMessage('Firebase: Error (auth/internal-error).')).toBe('');
  });
  it('adds a full stop when missing', () => {
    expect(cleanFirebaseMessage('Firebase: Something odd happened (auth/x-y).')).toBe(
      'Something odd happened.',
    );
  });
});

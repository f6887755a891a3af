import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { getAppAuth } from './firebase-auth';
import { googleOutcome, rememberSession, type GoogleOutcome } from './google-identity';

/**
 * Google sign-in against the Auth emulator, for local runs and the end-to-end tests: Google's
 * popup loads its script from the internet, so the emulator build signs in with the credential a
 * popup would have produced. The Auth emulator accepts an unsigned JSON id token. Built only when
 * the app runs against the emulator (__EMULATOR_GOOGLE__); never part of a production bundle.
 */
export interface EmulatorGoogleAccount {
  email: string;
  name: string;
  /** A photo address, as Google gives one; may be empty. */
  photoUrl: string;
}

export async function signInWithEmulatorGoogle(
  account: EmulatorGoogleAccount,
  remember: boolean,
): Promise<GoogleOutcome> {
  await rememberSession(remember);
  const email = account.email.trim().toLowerCase();
  const token = JSON.stringify({
    // One Google account per address, as Google's own subject ids are.
    sub: `emulator-${email}`,
    email,
    email_verified: true,
    name: account.name.trim() || undefined,
    picture: account.photoUrl.trim() || undefined,
  });
  const credential = await signInWithCredential(getAppAuth(), GoogleAuthProvider.credential(token));
  return googleOutcome(credential);
}

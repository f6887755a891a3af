import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { firebaseSettings } from '../config/env';

/**
 * The one Auth instance. `initializeAuth` with only the two persistences we use
 * keeps the landing bundle lean (getAuth pulls in popup/redirect and IndexedDB code).
 * Local persistence first: a remembered session is restored after a browser restart.
 */
let instance: Auth | undefined;

export function getAppAuth(): Auth {
  if (instance) return instance;
  const app = initializeApp(firebaseSettings.options);
  instance = initializeAuth(app, {
    persistence: [browserLocalPersistence, browserSessionPersistence],
  });
  if (firebaseSettings.useEmulator) {
    connectAuthEmulator(instance, firebaseSettings.emulatorUrl, { disableWarnings: true });
  }
  return instance;
}

export { browserLocalPersistence, browserSessionPersistence };

/** Calls `onChange` with the signed-in user now and at every change; returns the unsubscribe. */
export function watchSignIn(onChange: (user: User | null) => void): () => void {
  return onAuthStateChanged(getAppAuth(), onChange);
}

export function signOutOfFirebase(): Promise<void> {
  return signOut(getAppAuth());
}

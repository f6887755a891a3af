import { createContext, useContext } from 'react';

/** The current user as the app sees it (spec section 3). */
export interface AppUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthState {
  user: AppUser | null;
  /** A sign-out is under way: guarded screens wait for it rather than send the student to /signin. */
  signingOut?: boolean;
  /** Marks the start and the end of a sign-out (see useSignOut). */
  setSigningOut?: (signingOut: boolean) => void;
}

export const AuthContext = createContext<AuthState | undefined>(undefined);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

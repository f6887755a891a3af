import { onAuthStateChanged } from 'firebase/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthContext, type AppUser } from './auth-context';
import { getAppAuth } from './firebase-auth';

/** Renders its children only once the initial sign-in state is known (spec section 4). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ ready: boolean; user: AppUser | null }>({
    ready: false,
    user: null,
  });
  const [signingOut, setSigningOut] = useState(false);

  useEffect(
    () =>
      onAuthStateChanged(getAppAuth(), (u) => {
        setState({
          ready: true,
          user: u
            ? { uid: u.uid, email: u.email, displayName: u.displayName, photoURL: u.photoURL }
            : null,
        });
      }),
    [],
  );

  if (!state.ready) {
    return (
      <div role="status" className="grid min-h-screen place-items-center text-ink-muted">
        Loading StudyShelf…
      </div>
    );
  }
  return (
    <AuthContext.Provider value={{ user: state.user, signingOut, setSigningOut }}>
      {children}
    </AuthContext.Provider>
  );
}

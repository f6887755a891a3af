import { useEffect, useState, type ReactNode } from 'react';
import { AuthContext, type AppUser } from './auth-context';

/**
 * Firebase, loaded apart from the shell: the page shows its loading status (painted from the
 * HTML) while it arrives, and the two evaluate as separate tasks, not one long one.
 */
const loadFirebaseAuth = () => import('./firebase-auth');

/** Renders its children only once the initial sign-in state is known (spec section 4). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ ready: boolean; user: AppUser | null }>({
    ready: false,
    user: null,
  });
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let left = false;
    void loadFirebaseAuth().then(({ watchSignIn }) => {
      if (left) return;
      unsubscribe = watchSignIn((u) => {
        setState({
          ready: true,
          user: u
            ? { uid: u.uid, email: u.email, displayName: u.displayName, photoURL: u.photoURL }
            : null,
        });
      });
    });
    return () => {
      left = true;
      unsubscribe?.();
    };
  }, []);

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

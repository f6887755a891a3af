import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { AuthContext, type AppUser } from './auth-context';
import { loadFirebaseAuth } from './load-firebase-auth';

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
      let first = true;
      unsubscribe = watchSignIn((u) => {
        const next = {
          ready: true,
          user: u
            ? { uid: u.uid, email: u.email, displayName: u.displayName, photoURL: u.photoURL }
            : null,
        };
        // The first screen renders as a transition: React draws it in short slices that leave
        // the page responsive, behind the loading status painted from the HTML. Later changes
        // (sign-in, sign-out) apply at once.
        if (first) startTransition(() => setState(next));
        else setState(next);
        first = false;
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

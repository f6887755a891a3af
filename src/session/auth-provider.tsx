import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { User as FirebaseUser } from 'firebase/auth';
import { AuthContext, type AppUser } from './auth-context';
import { loadFirebaseAuth } from './load-firebase-auth';

function appUserOf(user: FirebaseUser | null): AppUser | null {
  return user
    ? { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL }
    : null;
}

/**
 * Renders its children only once the initial sign-in state is known (spec section 4) and `until`
 * (if given) has settled.
 */
export function AuthProvider({
  children,
  until,
}: {
  children: ReactNode;
  until?: Promise<unknown>;
}) {
  const [state, setState] = useState<{ ready: boolean; user: AppUser | null }>({
    ready: false,
    user: null,
  });
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let left = false;
    let known = false;
    let waited = until === undefined;
    let shown = false;
    let user: AppUser | null = null;
    const showWhenReady = () => {
      if (left || shown || !known || !waited) return;
      shown = true;
      // The first screen renders as a transition: React draws it in short slices that leave the
      // page responsive, behind the loading status painted from the HTML.
      startTransition(() => setState({ ready: true, user }));
    };
    const settle = () => {
      waited = true;
      showWhenReady();
    };
    void until?.then(settle, settle);
    void loadFirebaseAuth().then(({ watchSignIn }) => {
      if (left) return;
      unsubscribe = watchSignIn((u) => {
        user = appUserOf(u);
        known = true;
        // Later changes (sign-in, sign-out) apply at once.
        if (shown) setState({ ready: true, user });
        else showWhenReady();
      });
    });
    return () => {
      left = true;
      unsubscribe?.();
    };
  }, [until]);

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

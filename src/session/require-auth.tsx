import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../config/paths';
import { useAuth } from './auth-context';

/** Route guard of the spec's section 6: signed-out visitors go to /signin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, signingOut } = useAuth();
  const [pathname] = useLocation();
  // Signed out on purpose: where the student is going is the landing page, not the sign-in form.
  if (signingOut && !user) return <Redirect to={paths.landing.href()} replace />;
  if (signingOut) {
    return (
      <p role="status" className="p-8 text-center text-ink-muted">
        Signing out…
      </p>
    );
  }
  if (!user) return <Redirect to={paths.signIn.href()} replace state={{ from: pathname }} />;
  return <>{children}</>;
}

import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../../session/auth-context';
import { pathAfterSignIn } from './path-after-sign-in';

/**
 * A student who is already signed in when opening /signin or /signup goes where a
 * sign-in would take them. Only the state on arrival counts: the form's own success
 * navigates by itself (sign-up must reach /branch-selection with the new uid).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [signedInOnArrival] = useState(() => user !== null);
  if (signedInOnArrival) return <Redirect to={pathAfterSignIn()} replace />;
  return <>{children}</>;
}

import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../session/auth-context';

interface Target {
  to: string;
  state?: unknown;
}

/**
 * Navigates only once the auth context has caught up with a sign-in or sign-up.
 * Navigating straight after the Firebase call can reach a guarded screen before
 * the context knows the user, and the guard would bounce the student to /signin.
 */
export function useNavigateOnceSignedIn(): (target: Target) => void {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<Target | null>(null);

  useEffect(() => {
    if (target && user) navigate(target.to, { replace: true, state: target.state });
  }, [target, user, navigate]);

  return setTarget;
}

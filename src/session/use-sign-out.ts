import { startTransition, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { useAuth } from './auth-context';
import { signOut } from './sign-out';

/**
 * Sign Out returns to the landing page, once the student is signed out: the session is gone from
 * the device before the landing page shows, so closing the window at once on a shared computer
 * leaves nobody signed in. Meanwhile guarded screens show that the sign-out is under way.
 */
export function useSignOut(): { signOut: () => void; signingOut: boolean; error: string } {
  const [, navigate] = useLocation();
  const { signingOut = false, setSigningOut } = useAuth();
  const [error, setError] = useState('');

  return {
    signingOut,
    error,
    signOut: () => {
      setError('');
      setSigningOut?.(true);
      signOut().then(
        () => {
          // One transition, as the router moves in one: the landing page and the end of the
          // sign-out show together, never the guarded screen without its student in between.
          startTransition(() => {
            void navigate(paths.landing.href());
            setSigningOut?.(false);
          });
        },
        () => {
          setError('Sign out failed. Please try again.');
          setSigningOut?.(false);
        },
      );
    },
  };
}

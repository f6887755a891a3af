import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { signOut } from './sign-out';

/**
 * Sign Out returns to the landing page. The student is moved there first and signed
 * out only once the landing page is the current location: signing out while a guarded
 * screen is still shown would let its guard send them to /signin instead.
 */
export function useSignOut(): { signOut: () => void; signingOut: boolean; error: string } {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!signingOut || pathname !== paths.landing.href()) return;
    let active = true;
    signOut()
      .catch(() => {
        if (active) setError('Sign out failed. Please try again.');
      })
      .finally(() => {
        if (active) setSigningOut(false);
      });
    return () => {
      active = false;
    };
  }, [signingOut, pathname]);

  return {
    signingOut,
    error,
    signOut: () => {
      setError('');
      setSigningOut(true);
      navigate(paths.landing.href());
    },
  };
}

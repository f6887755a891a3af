import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAuth } from './auth-context';

/** Route guard of the spec's section 6: signed-out visitors go to /signin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user)
    return <Navigate to={paths.signIn.href()} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

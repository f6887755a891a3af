import { Router } from 'wouter';
import { AuthProvider } from '../session/auth-provider';
import { parseRoutePattern } from './route-patterns';
import { AppRoutes } from './routes';

/**
 * `firstScreenCode` settles once the first screen's code is in: the screens wait for it as for
 * the sign-in state, so the first screen is drawn whole instead of through a loading status that
 * React would keep on screen for 300 ms at least.
 */
export function App({ firstScreenCode }: { firstScreenCode?: Promise<unknown> }) {
  return (
    <Router parser={parseRoutePattern}>
      <AuthProvider until={firstScreenCode}>
        <AppRoutes />
      </AuthProvider>
    </Router>
  );
}

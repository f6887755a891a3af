import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { AuthContext, type AppUser } from '../session/auth-context';

/** Test-only helpers: render a screen with a chosen user and a router, then change the user. */
export function testUser(fields: Partial<AppUser> = {}): AppUser {
  return {
    uid: 'uid-123',
    email: 'learner42@example.com',
    displayName: null,
    photoURL: null,
    ...fields,
  };
}

/** Shows where the router is, so tests can assert redirects and navigation state. */
export function LocationProbe() {
  const [pathname] = useLocation();
  const state: unknown = useHistoryState();
  return (
    <div data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {pathname}
    </div>
  );
}

interface Options {
  user?: AppUser | null;
  path?: string;
  /** The route pattern the element is mounted on; defaults to `path`. */
  pattern?: string;
  state?: unknown;
}

export function renderWithAuth(
  element: ReactNode,
  { user = null, path = '/', pattern, state }: Options = {},
): RenderResult & { setUser: (user: AppUser | null) => void } {
  // jsdom's own history is the router's: each test starts it at `path`, and re-rendering with
  // another user keeps where the test has gone since.
  window.history.replaceState(state ?? null, '', path);
  const router = (
    <>
      <Switch>
        <Route path={pattern ?? path.split(/[?#]/)[0]}>{element}</Route>
      </Switch>
      <LocationProbe />
    </>
  );
  const tree = (current: AppUser | null) => (
    <AuthContext.Provider value={{ user: current }}>{router}</AuthContext.Provider>
  );
  const result = render(tree(user));
  return { ...result, setUser: (next) => result.rerender(tree(next)) };
}

export const STUDENT: AppUser = testUser({ uid: 'student-1', email: 'ada@example.com' });

/** Renders a screen part for a signed-in student (or a guest) that stays on screen whatever the route. */
export function renderAsStudent(
  ui: ReactNode,
  { user = STUDENT, path = '/' }: { user?: AppUser | null; path?: string } = {},
) {
  return renderWithAuth(ui, { user, path, pattern: '*' });
}

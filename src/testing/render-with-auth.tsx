import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
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
  // One router for the whole test: re-rendering with another user keeps its location.
  const router = (
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path={pattern ?? path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>
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

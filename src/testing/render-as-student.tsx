import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContext, type AppUser } from '../session/auth-context';

export const STUDENT: AppUser = { uid: 'student-1', email: 'ada@example.com', displayName: null, photoURL: null };

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders a materials screen part for a signed-in student (or a guest) inside a router at `path`. */
export function renderAsStudent(
  ui: ReactNode,
  { user = STUDENT, path = '/' }: { user?: AppUser | null; path?: string } = {},
) {
  return render(
    <AuthContext.Provider value={{ user }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{ui}<WhereAmI /></>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

import { act, render, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

let announce: (user: User | null) => void = () => {};
vi.mock('./load-firebase-auth', () => ({
  loadFirebaseAuth: () =>
    Promise.resolve({
      watchSignIn: (onChange: (user: User | null) => void) => {
        announce = onChange;
        return () => {};
      },
    }),
}));

function Who() {
  const { user } = useAuth();
  return <p>Signed in as {user?.email ?? 'nobody'}</p>;
}

/** Lets the provider subscribe: it does once Firebase Auth's module has loaded. */
const subscribed = () => act(async () => {});

const student = { uid: 'u1', email: 'a@b.c', displayName: null, photoURL: null } as User;

describe('AuthProvider', () => {
  it('shows its loading status until the sign-in state is known, then its children', async () => {
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading StudyShelf…');
    await subscribed();
    await act(async () => announce(student));
    expect(screen.getByText('Signed in as a@b.c')).toBeInTheDocument();
  });

  it('waits for `until` as well, with whoever is signed in by then, and applies later changes at once', async () => {
    let screenIn: () => void = () => {};
    const until = new Promise<void>((resolve) => (screenIn = resolve));
    render(
      <AuthProvider until={until}>
        <Who />
      </AuthProvider>,
    );
    await subscribed();
    await act(async () => announce(null));
    await act(async () => announce(student));
    expect(screen.getByRole('status')).toHaveTextContent('Loading StudyShelf…');
    await act(async () => screenIn());
    expect(screen.getByText('Signed in as a@b.c')).toBeInTheDocument();
    await act(async () => announce(null));
    expect(screen.getByText('Signed in as nobody')).toBeInTheDocument();
  });

  it('does not wait for ever on an `until` that fails', async () => {
    render(
      <AuthProvider until={Promise.reject(new Error('offline'))}>
        <Who />
      </AuthProvider>,
    );
    await subscribed();
    await act(async () => announce(student));
    expect(screen.getByText('Signed in as a@b.c')).toBeInTheDocument();
  });
});

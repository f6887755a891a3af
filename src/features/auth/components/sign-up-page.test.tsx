import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth, testUser } from '../../../testing/render-with-auth';

const actions = vi.hoisted(() => ({
  signUp: vi.fn(),
  pathAfterSignIn: vi.fn(() => '/dashboard'),
}));
vi.mock('../../../session/identity', () => actions);
const rules = vi.hoisted(() => ({
  loadPasswordRules: vi.fn(() => Promise.resolve({ minLength: 6 })),
}));
vi.mock('../../../session/password-rules', async (original) => ({
  ...(await original<typeof import('../../../session/password-rules')>()),
  ...rules,
}));

const { SignUpPage } = await import('./sign-up-page');

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('refuses passwords that differ', async () => {
    renderWithAuth(<SignUpPage />, { path: '/signup' });
    await fill('secret-1', 'secret-2');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Passwords do not match$/);
    expect(actions.signUp).not.toHaveBeenCalled();
  });

  it('shows the busy text, then goes to branch selection with the new uid', async () => {
    let finish: (v: { uid: string }) => void = () => {};
    actions.signUp.mockReturnValue(new Promise((r) => (finish = r)));
    const view = renderWithAuth(<SignUpPage />, { path: '/signup' });
    await fill('secret-1', 'secret-1');
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    finish({ uid: 'fresh-uid' });
    view.setUser(testUser({ uid: 'fresh-uid' }));
    const location = await screen.findByText('/branch-selection');
    expect(location).toHaveAttribute('data-state', JSON.stringify({ uid: 'fresh-uid' }));
  });

  it("holds the password to the service's policy once it is known", async () => {
    rules.loadPasswordRules.mockResolvedValue({ minLength: 8 });
    renderWithAuth(<SignUpPage />, { path: '/signup' });
    expect(await screen.findByText('At least 8 characters.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'seven77');
    await user.tab();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '8');
    expect(screen.queryByText('Use at least 8 characters.')).not.toBeInTheDocument();
  });

  it('prefixes a service failure', async () => {
    actions.signUp.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
        code: 'auth/email-already-in-use',
      }),
    );
    renderWithAuth(<SignUpPage />, { path: '/signup' });
    await fill('secret-1', 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create an account: An account with this email address already exists.',
    );
  });
});

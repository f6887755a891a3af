import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth, testUser } from '../../../testing/render-with-auth';

const actions = vi.hoisted(() => ({
  signIn: vi.fn(),
  pathAfterSignIn: vi.fn(() => '/branch-selection'),
}));
vi.mock('../../../session/identity', () => actions);
vi.mock('../path-after-sign-in', () => ({ pathAfterSignIn: actions.pathAfterSignIn }));

const { SignInPage } = await import('./sign-in-page');

async function fillAndSubmit(remember = true) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'learner@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  if (!remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('has the form of the spec, with remember-me checked by default', () => {
    renderWithAuth(<SignInPage />, { path: '/signin' });
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('asks for both fields before calling the service', async () => {
    renderWithAuth(<SignInPage />, { path: '/signin' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(actions.signIn).not.toHaveBeenCalled();
  });

  it('passes remember-me on and shows the busy text', async () => {
    let finish: () => void = () => {};
    actions.signIn.mockReturnValue(new Promise<void>((r) => (finish = r)));
    renderWithAuth(<SignInPage />, { path: '/signin' });
    await fillAndSubmit(false);
    expect(actions.signIn).toHaveBeenCalledWith('learner@example.com', 'secret-pass', false);
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await act(async () => finish());
  });

  it('navigates only once the auth context knows the user', async () => {
    actions.signIn.mockResolvedValue(undefined);
    const view = renderWithAuth(<SignInPage />, { path: '/signin' });
    await fillAndSubmit();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    view.setUser(testUser());
    expect(await screen.findByTestId('location')).toHaveTextContent('/branch-selection');
  });

  it('prefixes a failure with the spec text and a readable reason', async () => {
    actions.signIn.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      }),
    );
    renderWithAuth(<SignInPage />, { path: '/signin' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign in: Invalid email or password.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('sends an already signed-in visitor on', () => {
    actions.pathAfterSignIn.mockReturnValueOnce('/dashboard');
    renderWithAuth(<SignInPage />, { path: '/signin', user: testUser() });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});

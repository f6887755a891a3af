import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../../../testing/render-with-auth';

const actions = vi.hoisted(() => ({ sendPasswordResetEmail: vi.fn() }));
vi.mock('../../../session/identity', () => actions);

const { ForgotPasswordPage, RESET_SUCCESS_MESSAGE } = await import('./forgot-password-page');

function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.useRealTimers());

  it('asks for an address', () => {
    renderWithAuth(<ForgotPasswordPage />, { path: '/forgot-password' });
    submit('  ');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter your email address$/);
    expect(actions.sendPasswordResetEmail).not.toHaveBeenCalled();
  });

  it('confirms, then goes to sign-in after 3 seconds', async () => {
    vi.useFakeTimers();
    actions.sendPasswordResetEmail.mockResolvedValue(undefined);
    renderWithAuth(<ForgotPasswordPage />, { path: '/forgot-password' });
    submit('learner@example.com');
    expect(screen.getByRole('button', { name: 'Sending Reset Email...' })).toBeDisabled();
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Reset Email Sent!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(RESET_SUCCESS_MESSAGE);
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it('prefixes a failure', async () => {
    actions.sendPasswordResetEmail.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-email).'), {
        code: 'auth/invalid-email',
      }),
    );
    renderWithAuth(<ForgotPasswordPage />, { path: '/forgot-password' });
    submit('not-an-address');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password: The email address is not valid.',
    );
  });
});

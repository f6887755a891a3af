import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const actions = vi.hoisted(() => ({ changePassword: vi.fn() }));
vi.mock('../../../session/identity', () => actions);
vi.mock('../../../session/password-rules', async (original) => ({
  ...(await original<typeof import('../../../session/password-rules')>()),
  loadPasswordRules: () => Promise.resolve({ minLength: 8 }),
}));

const { ChangePasswordDialog, PASSWORD_CHANGED_MESSAGE } = await import('./change-password-dialog');

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordDialog', () => {
  beforeEach(() => vi.clearAllMocks());

  it('is a labelled modal dialog with focus in its first field', () => {
    render(<ChangePasswordDialog onClose={() => {}} onChanged={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  it("says the service's password length under the new password", async () => {
    render(<ChangePasswordDialog onClose={() => {}} onChanged={() => {}} />);
    await expect
      .poll(() => screen.getByLabelText('New password'))
      .toHaveAccessibleDescription('At least 8 characters.');
  });

  it('refuses new passwords that differ', async () => {
    render(<ChangePasswordDialog onClose={() => {}} onChanged={() => {}} />);
    await fill('old-pass', 'new-pass-1', 'new-pass-2');
    expect(screen.getByRole('alert')).toHaveTextContent('The new passwords do not match.');
    expect(actions.changePassword).not.toHaveBeenCalled();
  });

  it('reports a wrong current password', async () => {
    actions.changePassword.mockRejectedValue(new Error('The current password is incorrect.'));
    render(<ChangePasswordDialog onClose={() => {}} onChanged={() => {}} />);
    await fill('bad-pass', 'new-pass-1', 'new-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to change password: The current password is incorrect.',
    );
  });

  it('changes the password and hands back the confirmation, its work done', async () => {
    actions.changePassword.mockResolvedValue(undefined);
    const onChanged = vi.fn();
    const onClose = vi.fn();
    render(<ChangePasswordDialog onClose={onClose} onChanged={onChanged} />);
    await fill('old-pass', 'new-pass-1', 'new-pass-1');
    expect(actions.changePassword).toHaveBeenCalledWith('old-pass', 'new-pass-1');
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(PASSWORD_CHANGED_MESSAGE));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape, even when focus has fallen back to the page', async () => {
    const onClose = vi.fn();
    render(<ChangePasswordDialog onClose={onClose} onChanged={() => {}} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

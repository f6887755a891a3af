import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth, testUser } from '../../../testing/render-with-auth';
import { BranchSelectionPage } from './branch-selection-page';

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('BranchSelectionPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('requires a choice', () => {
    renderWithAuth(<BranchSelectionPage />, { path: '/branch-selection' });
    fireEvent.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please select a branch to continue$/);
    expect(localStorage.getItem('branch')).toBeNull();
  });

  it('saves with the uid from navigation state and moves on after 0.5 s', async () => {
    vi.useFakeTimers();
    renderWithAuth(<BranchSelectionPage />, {
      path: '/branch-selection',
      state: { uid: 'from-sign-up' },
      user: testUser({ uid: 'context-uid' }),
    });
    const radio = screen.getByRole('radio', { name: 'Computer Science Engineering (CSE)' });
    expect(radio).toHaveAttribute('id', 'cs');
    fireEvent.click(radio);
    fireEvent.click(continueButton());
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem('userBranch') ?? '{}').userId).toBe('from-sign-up');
    await act(async () => vi.advanceTimersByTime(499));
    expect(screen.getByTestId('location')).toHaveTextContent('/branch-selection');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('falls back to the signed-in uid', () => {
    renderWithAuth(<BranchSelectionPage />, {
      path: '/branch-selection',
      user: testUser({ uid: 'context-uid' }),
    });
    fireEvent.click(screen.getByRole('radio'));
    fireEvent.click(continueButton());
    expect(JSON.parse(localStorage.getItem('userBranch') ?? '{}').userId).toBe('context-uid');
  });

  it('shows a storage failure and stays', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    renderWithAuth(<BranchSelectionPage />, { path: '/branch-selection' });
    fireEvent.click(screen.getByRole('radio'));
    fireEvent.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(/branch could not be saved/);
    expect(continueButton()).toBeEnabled();
  });
});

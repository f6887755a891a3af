import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth, testUser } from '../../../testing/render-with-auth';
import { STUDY_TIPS } from '../study-tips';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  afterEach(() => vi.useRealTimers());

  it('greets with 8 characters of the e-mail and shows the stored branch', () => {
    localStorage.setItem(
      'branch',
      JSON.stringify({ id: 'cs', name: 'Computer Science Engineering', abbr: 'CSE' }),
    );
    renderWithAuth(<DashboardPage kinds={[]} />, { path: '/dashboard', user: testUser() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, learner4!');
    expect(screen.getByText('Computer Science Engineering')).toBeInTheDocument();
    expect(screen.getByText('CSE')).toBeInTheDocument();
  });

  it('greets "User" without an e-mail and offers to choose a branch', () => {
    renderWithAuth(<DashboardPage kinds={[]} />, {
      path: '/dashboard',
      user: testUser({ email: null }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, User!');
    expect(screen.getByRole('link', { name: 'Choose your branch' })).toHaveAttribute(
      'href',
      '/branch-selection',
    );
  });

  it('has the five cards with their targets', () => {
    renderWithAuth(<DashboardPage kinds={[]} />, { path: '/dashboard', user: testUser() });
    const expected: [string, string][] = [
      ['Subject Notes', '/subject-notes'],
      ['Question Papers', '/question-papers'],
      ['Lecture Schedules', '/upload-schedule'],
      ['Reference Books', '/reference-books'],
      ['Contact Me', '/contact'],
    ];
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('has the study-tip helper, closable for good', () => {
    vi.useFakeTimers();
    renderWithAuth(<DashboardPage kinds={[]} />, { path: '/dashboard', user: testUser() });
    const tip = screen.getByRole('status', { name: 'Study tip' });
    expect(tip).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(3000));
    expect(tip).toHaveTextContent(STUDY_TIPS[0] ?? '');
    fireEvent.click(screen.getByRole('button', { name: 'Show a study tip' }));
    expect(STUDY_TIPS).toContain(tip.textContent);
    expect(tip).not.toHaveTextContent(STUDY_TIPS[0] ?? '');
    fireEvent.click(screen.getByRole('button', { name: 'Close study tips for good' }));
    expect(screen.queryByRole('button', { name: 'Show a study tip' })).toBeNull();
    expect(localStorage.getItem('studyTipDismissed')).toBe('true');
  });
});

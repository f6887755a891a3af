import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth, testUser } from '../../testing/render-with-auth';

const signOutModule = vi.hoisted(() => ({ signOut: vi.fn(async () => {}) }));
vi.mock('../../session/sign-out', () => signOutModule);

const { Navbar: Bar } = await import('./navbar');
// The app hands the auth feature's dialog to the bar (tests may cross feature lines).
const { ChangePasswordDialog } = await import('../auth/components/change-password-dialog');
const Navbar = () => <Bar ChangePasswordDialog={ChangePasswordDialog} />;

const avatarButton = () => screen.getByRole('button', { name: 'Open profile menu' });
// Found through the button's aria-controls, which also checks that link.
const profileMenu = () =>
  document.getElementById(avatarButton().getAttribute('aria-controls') ?? '') as HTMLElement;

describe('Navbar', () => {
  beforeEach(() => vi.clearAllMocks());

  it('for a guest: brand to landing, G avatar, guest menu', async () => {
    renderWithAuth(<Navbar />, { path: '/contact' });
    expect(screen.getByRole('link', { name: 'StudyShelf' })).toHaveAttribute('href', '/');
    expect(avatarButton()).toHaveTextContent('G');
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
    expect(profileMenu()).not.toBeVisible();
    await userEvent.click(avatarButton());
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = within(profileMenu());
    expect(menu.getByText('Guest User')).toBeVisible();
    expect(menu.getByText('Not signed in')).toBeVisible();
    expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('has the three section links', () => {
    renderWithAuth(<Navbar />);
    const hrefs = (name: string) =>
      screen.getAllByRole('link', { name, hidden: true }).map((l) => l.getAttribute('href'));
    expect(hrefs('Notes')).toContain('/subject-notes');
    expect(hrefs('Papers')).toContain('/question-papers');
    expect(hrefs('Contact')).toContain('/contact');
  });

  it('for a signed-in student: brand to dashboard, name or "User", e-mail, actions', async () => {
    renderWithAuth(<Navbar />, { user: testUser({ email: 'zed@example.com' }) });
    expect(screen.getByRole('link', { name: 'StudyShelf' })).toHaveAttribute('href', '/dashboard');
    expect(avatarButton()).toHaveTextContent('Z');
    await userEvent.click(avatarButton());
    const menu = within(profileMenu());
    expect(menu.getByText('User')).toBeVisible();
    expect(menu.getByText('zed@example.com')).toBeVisible();
    expect(menu.getByRole('button', { name: 'Change password' })).toBeVisible();
    expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('uses the display name for the label and the initial', async () => {
    renderWithAuth(<Navbar />, { user: testUser({ displayName: 'amara okafor' }) });
    expect(avatarButton()).toHaveTextContent('A');
    await userEvent.click(avatarButton());
    expect(within(profileMenu()).getByText('amara okafor')).toBeVisible();
  });

  it('shows the photo at 96 px, and the initial when it fails to load', () => {
    renderWithAuth(<Navbar />, {
      user: testUser({ photoURL: 'https://lh3.googleusercontent.com/a/abc=s400-c' }),
    });
    const img = avatarButton().querySelector('img');
    expect(img).toHaveAttribute('src', 'https://lh3.googleusercontent.com/a/abc=s96-c');
    expect(avatarButton()).not.toHaveTextContent('L');
    fireEvent.error(img as HTMLImageElement);
    expect(avatarButton().querySelector('img')).toBeNull();
    expect(avatarButton()).toHaveTextContent('L');
  });

  it('closes the menu on Escape and gives focus back to the avatar', async () => {
    renderWithAuth(<Navbar />);
    await userEvent.click(avatarButton());
    await userEvent.keyboard('{Escape}');
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
    expect(avatarButton()).toHaveFocus();
  });

  it('closes the menu on a click elsewhere', async () => {
    renderWithAuth(<Navbar />);
    await userEvent.click(avatarButton());
    await userEvent.click(screen.getByRole('link', { name: 'StudyShelf' }));
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out on the landing page', async () => {
    renderWithAuth(<Navbar />, { path: '/dashboard', pattern: '*', user: testUser() });
    await userEvent.click(avatarButton());
    await userEvent.click(within(profileMenu()).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(signOutModule.signOut).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the change-password dialog from the menu', async () => {
    renderWithAuth(<Navbar />, { user: testUser() });
    await userEvent.click(avatarButton());
    await userEvent.click(within(profileMenu()).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(avatarButton()).toHaveFocus();
  });

  it('has a toggle for the links on narrow screens', async () => {
    // On every route, as in the app: the bar stays on screen when a link is followed.
    renderWithAuth(<Navbar />, { pattern: '*' });
    const toggle = screen.getByRole('button', { name: 'Toggle navigation menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await userEvent.click(within(panel as HTMLElement).getByRole('link', { name: 'Notes' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

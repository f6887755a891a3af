import { expect, type BrowserContext, type Page } from '@playwright/test';
import { AUTH_EMULATOR, PROJECT_ID, launchProfile, newUser, type TestUser } from './fixtures';
import {
  createAccount as createEmulatorAccount,
  identityToolkit,
} from '../scripts/student-account.mjs';

/** REST helpers for the Firebase Auth emulator, used by the identity tests. */

/** Creates an account with an optional display name and photo address; returns its uid. */
export function createProfile(
  profile: { displayName?: string; photoUrl?: string } = {},
  user: TestUser = newUser(),
): Promise<TestUser & { uid: string }> {
  return createEmulatorAccount(user, profile);
}

/** The uid of an existing account, by signing in over REST. */
export async function uidOf(user: TestUser): Promise<string> {
  const res = (await identityToolkit('accounts:signInWithPassword', {
    ...user,
    returnSecureToken: true,
  })) as { localId: string };
  return res.localId;
}

/** The newest password-reset code the emulator "sent" to this address. */
export async function latestResetCode(email: string): Promise<string> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const codes = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
  const code = codes[codes.length - 1]?.oobCode;
  if (!code) throw new Error(`no reset code for ${email}`);
  return code;
}

/** What the reset link's page does: set the new password with the code. */
export async function applyPasswordReset(oobCode: string, newPassword: string): Promise<void> {
  await identityToolkit('accounts:resetPassword', { oobCode, newPassword });
}

export async function storedItem(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** The navbar's avatar button and its menu, as a student finds them. */
export function profileMenu(page: Page) {
  return {
    button: page.getByRole('button', { name: 'Open profile menu' }),
    panel: page.getByRole('group', { name: 'Profile menu' }),
  };
}

export async function signOutThroughMenu(page: Page) {
  const menu = profileMenu(page);
  await menu.button.click();
  await menu.panel.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu.button).toHaveText('G');
}

/**
 * Closes the browser a moment after the page's last localStorage change, as a student would: a
 * persistent profile here writes localStorage to disk within 1 s of a change
 * (`--enable-aggressive-domstorage-flushing`), and a browser closed before then can lose the
 * change (seen: a branch chosen just before the close was gone after the restart). What a browser
 * killed that soon keeps is not what these tests are about.
 */
export async function closeBrowserLater(context: BrowserContext) {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await context.close();
}

/**
 * The browser restarted on the same profile: checks that a session not remembered is gone (a
 * guarded screen leads to sign-in, the avatar is the guest's), then hands over the new page.
 */
export async function afterBrowserRestart(profileDir: string, then: (page: Page) => Promise<void>) {
  const relaunched = await launchProfile(profileDir);
  try {
    const page = relaunched.pages()[0] ?? (await relaunched.newPage());
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(profileMenu(page).button).toHaveText('G');
    await then(page);
  } finally {
    await relaunched.close();
  }
}

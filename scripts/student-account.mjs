// A test student, the one way every suite and benchmark makes one: the account straight on the
// Auth emulator's REST API (the sign-up form has tests of its own), then the real sign-in form and
// branch screen, driven as a student would over whichever browser driver the caller has.
import { randomUUID } from 'node:crypto';

export const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';
const API = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;
export const SIGNED_IN_PATH = /\/(dashboard|branch-selection)$/;

/** @typedef {{ email: string, password: string }} Credentials */

/** Fresh credentials: a unique address under `prefix` and a password of the spec's rules. */
export function newCredentials(prefix = 'student') {
  return { email: `${prefix}-${randomUUID().slice(0, 8)}@example.com`, password: 'secret-pass-1' };
}

/** One call to the emulator's Identity Toolkit API; an answer that is not ok throws with its text. */
export async function identityToolkit(path, body) {
  const res = await fetch(`${API}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`emulator ${path} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Creates the account on the emulator, with a display name or photo address when given.
 * @param {Credentials} [user]
 * @param {{ displayName?: string, photoUrl?: string }} [profile]
 * @returns {Promise<Credentials & { uid: string }>}
 */
export async function createAccount(user = newCredentials(), profile = {}) {
  const created = await identityToolkit('accounts:signUp', { ...user, returnSecureToken: true });
  if (profile.displayName || profile.photoUrl) {
    await identityToolkit('accounts:update', {
      idToken: created.idToken,
      ...profile,
      returnSecureToken: true,
    });
  }
  return { ...user, uid: created.localId };
}

/**
 * What the sign-in and branch screens need of a browser driver.
 * @typedef {{
 *   goto(path: string): Promise<void>,
 *   path(): Promise<string>,
 *   fill(label: string, value: string): Promise<void>,
 *   setChecked(label: string | RegExp, checked: boolean): Promise<void>,
 *   clickButton(name: string): Promise<void>,
 *   waitForPath(pattern: RegExp, timeoutMs?: number): Promise<void>,
 * }} FormDriver
 */

/**
 * Signs in through the real form; Remember me as asked. Resolves once the app has moved on to
 * the dashboard or the branch screen.
 * @param {FormDriver} driver
 * @param {Credentials} user
 * @param {{ remember?: boolean, timeoutMs?: number }} [options]
 */
export async function signInThroughForm(driver, user, { remember = true, timeoutMs } = {}) {
  await driver.goto('/signin');
  // A sign-in answered after all (a driver's retry): the sign-in screen sends the student on.
  if (SIGNED_IN_PATH.test(await driver.path())) return;
  await driver.fill('Email', user.email);
  await driver.fill('Password', user.password);
  await driver.setChecked('Remember me', remember);
  await driver.clickButton('Sign In');
  await driver.waitForPath(SIGNED_IN_PATH, timeoutMs);
}

/** Chooses the branch on the real branch screen, which leads to the dashboard. */
export async function chooseBranchThroughForm(driver) {
  await driver.goto('/branch-selection');
  await driver.setChecked(/Computer Science Engineering/, true);
  await driver.clickButton('Continue');
  await driver.waitForPath(/\/dashboard$/);
}

/**
 * A Playwright page as a FormDriver.
 * @param {import('playwright-core').Page} page
 * @returns {FormDriver}
 */
export function playwrightForms(page, { timeoutMs = 15_000 } = {}) {
  const field = (label) => page.getByLabel(label, { exact: typeof label === 'string' });
  return {
    goto: async (path) => {
      await page.goto(path);
    },
    path: async () => new URL(page.url()).pathname,
    fill: (label, value) => field(label).fill(value, { timeout: timeoutMs }),
    setChecked: (label, checked) => field(label).setChecked(checked, { timeout: timeoutMs }),
    clickButton: (name) =>
      page.getByRole('button', { name, exact: true }).click({ timeout: timeoutMs }),
    waitForPath: (pattern, wait = timeoutMs) => page.waitForURL(pattern, { timeout: wait }),
  };
}

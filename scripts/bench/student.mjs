// A fresh student for the benchmark: the same steps as e2e/fixtures.ts (account on the
// emulator's REST API, then the real sign-in form and branch screen).
import { randomUUID } from 'node:crypto';
import { authEmulatorOrigin } from '../stack.mjs';

const UI_TIMEOUT_MS = 15_000;

/** @returns {Promise<{ email: string, password: string, uid: string }>} */
export async function createStudent() {
  const user = {
    email: `bench-${randomUUID().slice(0, 8)}@example.com`,
    password: 'secret-pass-1',
  };
  const res = await fetch(
    `${authEmulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...user, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`emulator sign-up failed: ${res.status} ${await res.text()}`);
  const { localId } = await res.json();
  return { ...user, uid: localId };
}

/**
 * Signs in through the form and chooses the branch. Resolves false (nothing thrown) when the
 * sign-in screen is not built yet, so the benchmark can still measure its references.
 * @param {import('playwright-core').Page} page
 */
export async function signInStudent(page, user) {
  await page.goto('/signin');
  const email = page.getByLabel('Email');
  const built = await email
    .waitFor({ timeout: UI_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  if (!built) return false;
  await email.fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/(dashboard|branch-selection)$/, { timeout: UI_TIMEOUT_MS });
  await page.goto('/branch-selection');
  await page.getByLabel(/Computer Science Engineering/).check({ timeout: UI_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: UI_TIMEOUT_MS });
  return true;
}

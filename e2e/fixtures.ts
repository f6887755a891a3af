import { test as base, chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileDir } from './files';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/ensure-chromium.mjs';

export const CHROMIUM = CHROMIUM_PATH;
export { CHROMIUM_ARGS };
// Overridable so a developer can test against a stack on other ports; the suite uses the defaults.
export const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';
export const APP_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
export const INBOX_URL = 'http://127.0.0.1:8787';
export const PROJECT_ID = 'demo-studyshelf';

/** A fresh persistent Chromium profile: real, disk-backed IndexedDB and localStorage. */
export async function launchProfile(
  userDataDir: string,
  options: {
    viewport?: { width: number; height: number };
    touch?: boolean;
    /**
     * Blocked unless a test is about the service worker: once it controls a page it serves the
     * app from its cache, where a test's own request routing cannot reach.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: APP_URL,
    acceptDownloads: true,
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    // A phone: touch, no mouse (the CSS pointer is coarse), a mobile viewport.
    ...(options.touch && { hasTouch: true, isMobile: true }),
  });
}

export interface TestUser {
  email: string;
  password: string;
}

export function newUser(): TestUser {
  return { email: `student-${randomUUID().slice(0, 8)}@example.com`, password: 'secret-pass-1' };
}

/** Creates an account straight on the emulator's REST API (the UI sign-up has its own tests). */
export async function createAccount(user: TestUser = newUser()): Promise<TestUser> {
  const res = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...user, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`emulator sign-up failed: ${res.status} ${await res.text()}`);
  return user;
}

/** Signs in through the real form, as a student would. */
export async function signIn(page: Page, user: TestUser, { remember = true } = {}) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const rememberBox = page.getByLabel('Remember me');
  if (remember) await rememberBox.check();
  else await rememberBox.uncheck();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/(dashboard|branch-selection)$/);
}

/** Stores the branch through the real branch screen. */
export async function chooseBranch(page: Page) {
  await page.goto('/branch-selection');
  await page.getByLabel(/Computer Science Engineering/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs a new student up, in, and through the branch screen, onto the dashboard. */
async function enrolStudent(page: Page): Promise<TestUser> {
  const user = await createAccount();
  await signIn(page, user);
  await chooseBranch(page);
  return user;
}

interface Options {
  /** `test.use({ signedIn: true })`: every test starts with a student signed in, named or not. */
  signedIn: boolean;
}

interface Fixtures {
  profileDir: string;
  context: BrowserContext;
  page: Page;
  /** The student of a signedIn test, enrolled before it starts (null otherwise). */
  enrolled: TestUser | null;
  /** A signed-up, signed-in student with a branch, on the dashboard. */
  student: TestUser;
  /** A temp folder for the test's own files, removed after it. */
  files: ReturnType<typeof fileDir>;
}

export const test = base.extend<Options & Fixtures>({
  signedIn: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern
  profileDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'studyshelf-e2e-profile-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  context: async ({ profileDir, serviceWorkers }, use) => {
    const context = await launchProfile(profileDir, { serviceWorkers });
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await use(page);
  },
  enrolled: [
    async ({ signedIn, page }, use) => {
      await use(signedIn ? await enrolStudent(page) : null);
    },
    { auto: true },
  ],
  student: async ({ enrolled, page }, use) => {
    await use(enrolled ?? (await enrolStudent(page)));
  },
  // eslint-disable-next-line no-empty-pattern
  files: async ({}, use) => {
    const files = fileDir();
    await use(files);
    files.remove();
  },
});

/** A test that starts with a student signed in, whether or not it names `student`. */
export const asStudent = test.extend({ signedIn: true });

export { expect };

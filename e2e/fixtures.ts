import {
  test as base,
  chromium,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileDir } from './files';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../scripts/ensure-chromium.mjs';
import {
  AUTH_EMULATOR,
  chooseBranchThroughForm,
  createAccount as createEmulatorAccount,
  newCredentials,
  playwrightForms,
  signInThroughForm,
} from '../scripts/student-account.mjs';

export const CHROMIUM = TEST_CHROMIUM_PATH;
export { AUTH_EMULATOR, CHROMIUM_ARGS };
export const APP_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
export const INBOX_URL = 'http://127.0.0.1:8787';
export const PROJECT_ID = 'demo-studyshelf';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface ProfileOptions {
  viewport?: { width: number; height: number };
  touch?: boolean;
  /** Another browser's user agent: the app's own reading of the platform sees that one. */
  userAgent?: string;
  /**
   * Blocked unless a test is about the service worker: once it controls a page it serves the
   * app from its cache, where a test's own request routing cannot reach.
   */
  serviceWorkers?: 'allow' | 'block';
}

function contextOptions(options: ProfileOptions): BrowserContextOptions {
  return {
    baseURL: APP_URL,
    acceptDownloads: true,
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    // A phone: touch, no mouse (the CSS pointer is coarse), a mobile viewport.
    ...(options.touch && { hasTouch: true, isMobile: true }),
    ...(options.userAgent !== undefined && { userAgent: options.userAgent }),
  };
}

/**
 * A persistent Chromium profile on disk, a browser of its own: for what must outlive the browser
 * (a restart, a second device kept apart from the first).
 */
/**
 * The uncaught errors of the running test's pages, on every device it opens (null between tests:
 * one test runs at a time in a worker). A test fails on any: a student would meet that flow
 * broken, whatever the test itself checks.
 */
let uncaughtInTest: string[] | null = null;
/** The pages' console warnings and errors: attached to a failed test, where they may say why. */
let consoleInTest: string[] | null = null;

function watchUncaught(context: BrowserContext): BrowserContext {
  const watch = (page: Page) => {
    page.on('pageerror', (error) => uncaughtInTest?.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'warning' && message.type() !== 'error') return;
      // Said on every page: the suite blocks service workers in most tests, and SQLite's code
      // notes the one of its two on-disk stores that needs cross-origin isolation.
      if (/blocked by Playwright|Ignoring inability to install OPFS/.test(message.text())) return;
      consoleInTest?.push(`${page.url()} ${message.type()}: ${message.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return context;
}

export async function launchProfile(
  userDataDir: string,
  options: ProfileOptions = {},
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    // localStorage on disk within 1 s of a change, rather than Chromium's usual few seconds.
    args: [...CHROMIUM_ARGS, '--enable-aggressive-domstorage-flushing'],
    ...contextOptions(options),
  });
  return watchUncaught(context);
}

/** A fresh device in the worker's browser: Chromium's own IndexedDB and localStorage, empty. */
export async function newDevice(browser: Browser, options: ProfileOptions = {}) {
  return watchUncaught(await browser.newContext(contextOptions(options)));
}

export interface TestUser {
  email: string;
  password: string;
}

export function newUser(): TestUser {
  return newCredentials();
}

/** Creates an account straight on the emulator's REST API (the UI sign-up has its own tests). */
export async function createAccount(user: TestUser = newUser()): Promise<TestUser> {
  const { email, password } = await createEmulatorAccount(user);
  return { email, password };
}

/** Signs in through the real form, as a student would. */
export async function signIn(page: Page, user: TestUser, { remember = true } = {}) {
  await signInThroughForm(playwrightForms(page), user, { remember });
  await expect(page).toHaveURL(/\/(dashboard|branch-selection)$/);
}

/** Stores the branch through the real branch screen. */
export async function chooseBranch(page: Page) {
  await chooseBranchThroughForm(playwrightForms(page));
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The student each worker signs up and in once, and the signed-in state its tests start from. */
interface WorkerStudent {
  user: TestUser;
  state: StorageState;
}

interface Options {
  /** `test.use({ signedIn: true })`: every test starts with a student signed in, named or not. */
  signedIn: boolean;
  /**
   * `test.use({ ownAccount: true })`: the student is a new account signed in through the form,
   * for a test that changes the account itself (its password), which the worker's student
   * shares with the worker's other tests.
   */
  ownAccount: boolean;
  /**
   * `test.use({ persistentProfile: true })`: the test's browser keeps its profile on disk at
   * `profileDir`, for a test that closes the browser and opens it again on the same profile.
   */
  persistentProfile: boolean;
}

interface Fixtures {
  /** The uncaught errors of the test's pages so far. */
  uncaughtErrors: string[];
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

/**
 * Onto the dashboard as the worker's student: the signed-in state the worker captured once
 * (Firebase's session and the branch, as the sign-in form and branch screen left them), restored
 * into this test's empty device.
 */
async function enrolStudent(
  page: Page,
  { workerStudent, ownAccount }: { workerStudent: WorkerStudent; ownAccount: boolean },
): Promise<TestUser> {
  if (ownAccount) {
    const user = await createAccount();
    await signIn(page, user);
    await chooseBranch(page);
    return user;
  }
  await page.context().setStorageState(workerStudent.state);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  return workerStudent.user;
}

export const test = base.extend<Options & Fixtures, { workerStudent: WorkerStudent }>({
  signedIn: [false, { option: true }],
  ownAccount: [false, { option: true }],
  persistentProfile: [false, { option: true }],
  // Set up before any device of the test and checked after the last is closed. None of the
  // suite's flows, those that break the app on purpose included (a chunk refused, storage taken
  // away), throws an uncaught error.
  uncaughtErrors: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const uncaught: string[] = [];
      const logged: string[] = [];
      uncaughtInTest = uncaught;
      consoleInTest = logged;
      await use(uncaught);
      uncaughtInTest = null;
      consoleInTest = null;
      if (testInfo.status !== testInfo.expectedStatus && logged.length > 0) {
        await testInfo.attach('console warnings and errors', { body: logged.join('\n') });
      }
      expect(uncaught, 'uncaught errors in the pages').toEqual([]);
    },
    { auto: true },
  ],
  workerStudent: [
    async ({ browser }, use) => {
      const user = await createAccount();
      const device = await newDevice(browser);
      try {
        const page = await device.newPage();
        await signIn(page, user);
        await chooseBranch(page);
        const state = await device.storageState({ indexedDB: true });
        await use({ user, state });
      } finally {
        await device.close();
      }
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern
  profileDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'studyshelf-e2e-profile-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  context: async ({ browser, persistentProfile, profileDir, serviceWorkers }, use) => {
    const context = persistentProfile
      ? await launchProfile(profileDir, { serviceWorkers })
      : await newDevice(browser, { serviceWorkers });
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await use(page);
  },
  enrolled: [
    async ({ signedIn, page, workerStudent, ownAccount }, use) => {
      await use(signedIn ? await enrolStudent(page, { workerStudent, ownAccount }) : null);
    },
    { auto: true },
  ],
  student: async ({ enrolled, page, workerStudent, ownAccount }, use) => {
    await use(enrolled ?? (await enrolStudent(page, { workerStudent, ownAccount })));
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

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/ensure-chromium.mjs';
import { SUITE_APP_PORT } from './scripts/stack.mjs';

export const E2E_APP_PORT = SUITE_APP_PORT;

/**
 * Tests that hold the app to a time bound over thousands of files or backup entries, or count
 * what it draws frame by frame: run after the others, one at a time, so that what they time is
 * the app's work, not a neighbouring test's on the same CPUs.
 */
const TIMED = ['**/large-list.spec.ts', '**/attack.spec.ts', '**/preview-timed.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // One worker a CPU: a test keeps its CPU busy (Chromium, the stack), and more workers than
  // CPUs only stretch each test's time bounds.
  workers: '100%',
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  projects: [
    { name: 'app', testIgnore: TIMED },
    { name: 'timed', testMatch: TIMED, dependencies: ['app'], workers: 1 },
  ],
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    actionTimeout: 15_000,
    // Each worker's one browser; each test gets a fresh device (context) in it.
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Only the offline tests let the service worker in (test.use there): once it controls a
    // page it serves the app from its cache, out of reach of a test's request routing.
    serviceWorkers: 'block',
  },
});

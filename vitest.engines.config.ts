import { defineConfig } from 'vitest/config';

/**
 * The engine suite: the tests of storing and reading files, in Chromium, Firefox ESR and
 * WebKitGTK, against the real stack. `ENGINES=webkit` (comma-separated) runs fewer engines.
 */
export default defineConfig({
  test: {
    include: ['e2e/engines/**/*.engine.ts'],
    environment: 'node',
    globalSetup: ['e2e/engines/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // A browser test that fails once is a failure: no retries hide a flaky engine.
    retry: 0,
  },
});

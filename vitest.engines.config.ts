import { defineConfig } from 'vitest/config';
import { DRIVER_HUNG_PATTERN } from './e2e/engines/driver-hang.ts';

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
    // A browser test that fails is a failure: it runs again only when WebKitWebDriver itself
    // stopped answering (see driver-hang.ts), never for anything the app or the test did.
    retry: { count: 1, condition: DRIVER_HUNG_PATTERN },
  },
});

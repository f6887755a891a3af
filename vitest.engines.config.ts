import { availableParallelism } from 'node:os';
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
    // Each worker drives a whole browser beside the emulators and the app server: two at once on
    // a two-core machine starved WebKit until its first IndexedDB open and a sign-in timed out.
    maxWorkers: availableParallelism() >= 4 ? 2 : 1,
    // A browser test that fails is a failure: it runs again only when WebKitWebDriver itself
    // stopped answering (see driver-hang.ts), never for anything the app or the test did.
    retry: { count: 1, condition: DRIVER_HUNG_PATTERN },
  },
});

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
    // Each worker drives one browser at a time beside the emulators and the app server. A test
    // spends most of its time waiting on the browser (about one core busy in all, on two cores),
    // so two files at once share the machine well: on two cores the suite took 10.3 min with
    // one worker, 8.1 with two and 8.8 with three. The students sign up once, in global-setup.
    maxWorkers: 2,
    // A browser test that fails is a failure: it runs again only when WebKitWebDriver itself
    // stopped answering (see driver-hang.ts), never for anything the app or the test did.
    retry: { count: 1, condition: DRIVER_HUNG_PATTERN },
  },
});

import { suiteStack } from '../scripts/stack.mjs';
import { E2E_APP_PORT } from '../playwright.config';

/** The real stack (built app + Auth emulator + contact inbox) and its teardown. */
export default async function globalSetup() {
  const stack = await suiteStack({
    appPort: E2E_APP_PORT,
    inboxPort: 8787,
    // A developer may test a build of their own elsewhere; CI tests dist/.
    distDir: process.env.E2E_DIST,
  });
  return async () => {
    await stack.stop();
  };
}

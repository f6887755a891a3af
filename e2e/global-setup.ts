import { suiteStack } from '../scripts/stack.mjs';

/** The real stack (built app + Auth emulator + contact inbox) and its teardown. */
export default async function globalSetup() {
  const stack = await suiteStack({
    // A developer may test a build of their own elsewhere; CI tests dist/.
    distDir: process.env.E2E_DIST,
  });
  return async () => {
    await stack.stop();
  };
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../scripts/stack.mjs';
import { E2E_APP_PORT } from '../playwright.config';

/** Starts the real stack (built app + Auth emulator + contact inbox) and returns its teardown. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'studyshelf-e2e-data-'));
  process.env.E2E_INBOX_FILE = join(dataDir, 'inbox', 'messages.jsonl');
  const stack = await startStack({
    appPort: E2E_APP_PORT,
    inboxPort: 8787,
    dataDir,
    // A developer may test a build of their own elsewhere; CI tests dist/.
    distDir: process.env.E2E_DIST,
  });
  return async () => {
    await stack.stop();
  };
}

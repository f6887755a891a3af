// @vitest-environment node
// The real stack, on ports of its own: a service that dies takes the others down with it and is
// reported, rather than leaving an app that half works.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isUp as answers, startStack } from './stack.mjs';

const APP_PORT = 4191;
const INBOX_PORT = 8791;
const dataDir = mkdtempSync(join(tmpdir(), 'studyshelf-stack-test-'));
// A page of its own to serve: the unit tests run before the build, so dist/ may not exist yet.
const distDir = join(dataDir, 'site');
mkdirSync(distDir);
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>stack test</title>');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the local stack', () => {
  it('stops the other services and says which one died', { timeout: 180_000 }, async () => {
    let reported;
    const reportedOnce = new Promise((resolve) => {
      reported = resolve;
    });
    const stack = await startStack({
      appPort: APP_PORT,
      inboxPort: INBOX_PORT,
      dataDir,
      distDir,
      onServiceDied: (reason) => reported(reason),
    });
    try {
      expect(await answers(`http://127.0.0.1:${APP_PORT}/`)).toBe(true);
      expect(await answers(`http://127.0.0.1:${INBOX_PORT}/contact`)).toBe(true);

      process.kill(-stack.emulatorsPid, 'SIGKILL');
      expect(await reportedOnce).toMatch(/^The Firebase emulators stopped/);
      expect(await answers(`http://127.0.0.1:${INBOX_PORT}/contact`)).toBe(false);
      expect(await answers(`http://127.0.0.1:${APP_PORT}/`)).toBe(false);
    } finally {
      await stack.stop();
    }
  });
});

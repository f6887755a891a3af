// @vitest-environment node
// The real stack, on ports of its own: a service that dies takes the others down with it and is
// reported, rather than leaving an app that half works; a closed terminal stops all of it; a taken
// port is named with its owner; every path, however malformed, gets the app or a 400.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portIsFree } from './port-owner.mjs';
import { AUTH_EMULATOR, isUp as answers, startStack } from './stack.mjs';

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
      // The emulator alone answers these with "Cannot GET" and a 500.
      for (const path of ['/view-notes/..%2F..', '/..%2f..%2fpackage.json', '/view-notes/%2e%2e']) {
        const answer = await fetch(`http://127.0.0.1:${APP_PORT}${path}`);
        expect(answer.status, path).toBe(200);
        expect(await answer.text(), path).toContain('stack test');
      }
      for (const path of ['/%', '/view-notes/%E0%A4%A']) {
        const answer = await fetch(`http://127.0.0.1:${APP_PORT}${path}`);
        expect(answer.status, path).toBe(400);
      }

      process.kill(-stack.emulatorsPid, 'SIGKILL');
      expect(await reportedOnce).toMatch(/^The Firebase emulators stopped/);
      expect(await answers(`http://127.0.0.1:${INBOX_PORT}/contact`)).toBe(false);
      expect(await answers(`http://127.0.0.1:${APP_PORT}/`)).toBe(false);
    } finally {
      await stack.stop();
    }
  });
});

describe('npm start', () => {
  it('names the program holding a port the stack needs', async () => {
    const squatter = createServer();
    await new Promise((r) => squatter.listen(APP_PORT, '127.0.0.1', () => r(undefined)));
    try {
      await expect(
        startStack({ appPort: APP_PORT, inboxPort: INBOX_PORT, dataDir, distDir }),
      ).rejects.toThrow(
        new RegExp(`^Port ${APP_PORT} \\(for the app\\) is already in use by pid ${process.pid}: `),
      );
    } finally {
      await new Promise((r) => squatter.close(() => r(undefined)));
    }
  });

  it('stops every service when its terminal closes (SIGHUP)', { timeout: 180_000 }, async () => {
    const child = spawn(
      process.execPath,
      [
        new URL('./stack-child.mjs', import.meta.url).pathname,
        APP_PORT,
        INBOX_PORT,
        dataDir,
        distDir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((r) => child.once('exit', r));
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (d) => String(d).includes('ready') && resolve(undefined));
      child.once('exit', () => reject(new Error('the stack did not start')));
    });
    expect(await answers(`http://127.0.0.1:${APP_PORT}/`)).toBe(true);
    // The terminal goes: its end of the output is gone, then the hang-up arrives.
    child.stdout.destroy();
    child.kill('SIGHUP');
    await exited;
    for (const port of [AUTH_EMULATOR.port, APP_PORT, INBOX_PORT]) {
      expect(await portIsFree(port), `port ${port}`).toBe(true);
    }
  });
});

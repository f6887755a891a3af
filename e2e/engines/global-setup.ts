/**
 * Starts, for the engine tests, the real stack (built app + Auth emulator + contact inbox) and an
 * X display for WebKitGTK (Xvfb); returns their teardown.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../scripts/stack.mjs';

export const ENGINE_APP_PORT = 4173;

declare module 'vitest' {
  export interface ProvidedContext {
    display: string;
  }
}

async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  const display = `:${90 + Math.floor(Math.random() * 400)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (xvfb.exitCode !== null) throw new Error(`Xvfb could not start on ${display}`);
  return { display, stop: () => xvfb.kill() };
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'studyshelf-engines-data-'));
  const stack = await startStack({
    appPort: ENGINE_APP_PORT,
    inboxPort: 8787,
    dataDir,
    distDir: process.env.E2E_DIST,
  });
  const xvfb = await startXvfb();
  project.provide('display', xvfb.display);
  return async () => {
    xvfb.stop();
    await stack.stop();
  };
}

// Starts and stops the local services the app needs: the Firebase Auth emulator,
// the contact inbox and the built app. Used by `npm start` and the end-to-end suite.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { startInbox } from './contact-inbox.mjs';
import { serveApp } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const AUTH_EMULATOR = { host: '127.0.0.1', port: 9099, project: 'demo-studyshelf' };
export const authEmulatorOrigin = `http://${AUTH_EMULATOR.host}:${AUTH_EMULATOR.port}`;

async function waitFor(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited early`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * @param {{ appPort: number, inboxPort: number, dataDir?: string, distDir?: string, log?: (line: string) => void }} options
 */
export async function startStack({
  appPort,
  inboxPort,
  dataDir = join(root, 'data'),
  distDir = join(root, 'dist'),
  log = () => {},
}) {
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    if (await isUp(`${authEmulatorOrigin}/`)) {
      throw new Error(
        `Port ${AUTH_EMULATOR.port} is already in use: stop the other StudyShelf stack (npm start) first.`,
      );
    }
    const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');
    const emulator = spawn(
      firebaseBin,
      ['emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR.project],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env } },
    );
    emulator.stdout.on('data', (d) => log(`[auth] ${d}`));
    emulator.stderr.on('data', (d) => log(`[auth] ${d}`));
    stops.push(async () => {
      if (emulator.exitCode !== null) return;
      const exited = new Promise((r) => emulator.once('exit', r));
      try {
        process.kill(-emulator.pid, 'SIGINT');
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (emulator.exitCode === null) {
        try {
          process.kill(-emulator.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    });

    const appOrigins = [`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`];
    const inbox = await startInbox({
      port: inboxPort,
      dataDir: join(dataDir, 'inbox'),
      allowedOrigins: appOrigins,
    });
    stops.push(() => new Promise((r) => inbox.close(() => r())));

    const app = await serveApp({
      root: distDir,
      port: appPort,
      connectSrc: [authEmulatorOrigin, `http://127.0.0.1:${inboxPort}`],
    });
    stops.push(
      () =>
        new Promise((r) => {
          app.closeAllConnections?.();
          app.close(() => r());
        }),
    );

    await waitFor(`${authEmulatorOrigin}/`, 120_000, emulator);
    return {
      stop,
      appUrl: `http://localhost:${appPort}`,
      inboxUrl: `http://127.0.0.1:${inboxPort}`,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

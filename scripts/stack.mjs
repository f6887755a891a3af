// Starts and stops the local services the app needs: the Firebase emulators (Auth, and Hosting
// serving the built app with firebase.json's rewrites, headers and compression, behind a gate that
// sends every unreadable path to the app), the contact inbox and the pairing service of a transfer
// between devices. Used by `npm start` and the end-to-end suite.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { startInbox } from './contact-inbox.mjs';
import { writeLocalHostingConfig } from './local-hosting-config.mjs';
import { startFrontGate } from './front-gate.mjs';
import { freePort, portIsFree, takenPortMessage } from './port-owner.mjs';
import { SIGNALLING, startSignalling } from './signalling.mjs';

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

/** Whether anything answers at `url` (any HTTP status). */
export async function isUp(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Stops the emulators' process group: SIGINT lets them shut down, SIGKILL if they hang. */
async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      /* already gone */
    }
  };
  signal('SIGINT');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) signal('SIGKILL');
}

/**
 * @param {{
 *   appPort: number, inboxPort: number, dataDir?: string, distDir?: string,
 *   log?: (line: string) => void,
 *   onServiceDied?: (reason: string) => void,
 *   countRelayed?: boolean,
 * }} options
 * `countRelayed`: the pairing service answers how much it relayed (tests; never `npm start`).
 * If a service stops by itself, the others are stopped too (a half-running stack only misleads)
 * and then onServiceDied says which one it was.
 */
export async function startStack({
  appPort,
  inboxPort,
  dataDir = join(root, 'data'),
  distDir = join(root, 'dist'),
  log = () => {},
  onServiceDied = () => {},
  countRelayed = false,
}) {
  const stops = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  const died = (reason) => {
    if (stopping) return;
    void stop().then(() => onServiceDied(reason));
  };
  try {
    for (const [name, port] of [
      ['Auth emulator', AUTH_EMULATOR.port],
      ['app', appPort],
      ['contact inbox', inboxPort],
      ['pairing service', SIGNALLING.port],
    ]) {
      if (!(await portIsFree(port))) throw new Error(takenPortMessage(port, name));
    }

    const appOrigins = [`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`];
    const inbox = await startInbox({
      port: inboxPort,
      dataDir: join(dataDir, 'inbox'),
      allowedOrigins: appOrigins,
    });
    inbox.once('close', () => died('The contact inbox stopped.'));
    stops.push(() => new Promise((r) => inbox.close(() => r())));

    const signalling = await startSignalling({ countRelayed });
    signalling.onStopped(() => died('The pairing service stopped.'));
    stops.push(() => signalling.close());

    const hostingPort = await freePort();
    const config = writeLocalHostingConfig({
      hostingPort,
      distDir,
      connectSrc: [
        authEmulatorOrigin,
        `http://127.0.0.1:${inboxPort}`,
        `ws://${SIGNALLING.host}:${SIGNALLING.port}`,
      ],
    });
    const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');
    const emulators = spawn(
      firebaseBin,
      [
        'emulators:start',
        '--only',
        'auth,hosting',
        '--project',
        AUTH_EMULATOR.project,
        '--config',
        config,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env } },
    );
    emulators.stdout.on('data', (d) => log(`[emulators] ${d}`));
    emulators.stderr.on('data', (d) => log(`[emulators] ${d}`));
    emulators.once('exit', (code, signal) =>
      died(`The Firebase emulators stopped (${signal ?? `exit code ${code}`}).`),
    );
    stops.push(() => stopGroup(emulators));

    await waitFor(`${authEmulatorOrigin}/`, 120_000, emulators);
    await waitFor(`http://127.0.0.1:${hostingPort}/`, 60_000, emulators);
    const gate = await startFrontGate({ port: appPort, upstreamPort: hostingPort });
    gate.once('close', () => died('The app server stopped.'));
    stops.push(() => new Promise((r) => gate.close(() => r())));
    return {
      stop,
      appUrl: `http://localhost:${appPort}`,
      inboxUrl: `http://127.0.0.1:${inboxPort}`,
      signallingUrl: `http://${SIGNALLING.host}:${SIGNALLING.port}`,
      /** The emulators' process (group leader), for a check that a death is handled. */
      emulatorsPid: emulators.pid,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Stops the stack and exits on Ctrl-C, a kill, or a closed terminal (SIGHUP). The emulators run
 * in a process group of their own, so nothing stops them unless this does.
 * @param {{ stop: () => Promise<void> }} stack
 * @param {() => void} [onStopping] said on Ctrl-C and kill; a closed terminal has no one to read it
 */
export function stopOnSignals(stack, onStopping = () => {}) {
  // A closed terminal takes stdout with it: a write there must not throw before the stop.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      if (signal !== 'SIGHUP') onStopping();
      await stack.stop();
      process.exit(0);
    });
  }
}

/**
 * Set while `npm test` runs one stack for all its suites: a suite's set-up then starts none of its
 * own (eight seconds each), and `E2E_INBOX_FILE` names the stack's contact inbox.
 */
export const SUITE_STACK_RUNNING = 'STUDYSHELF_SUITE_STACK';

/** The suites' app and inbox ports: one stack serves both suites, so they are named once. */
export const SUITE_APP_PORT = 4173;
const SUITE_INBOX_PORT = 8787;

/**
 * The stack the end-to-end and engine suites test against: the one `npm test` runs, or one of
 * the suite's own, its inbox file named in `E2E_INBOX_FILE`.
 * @param {{ distDir?: string, onServiceDied?: (reason: string) => void }} [options]
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function suiteStack({ distDir, onServiceDied } = {}) {
  if (process.env[SUITE_STACK_RUNNING] === '1') return { stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'studyshelf-suite-data-'));
  process.env.E2E_INBOX_FILE = join(dataDir, 'inbox', 'messages.jsonl');
  return startStack({
    appPort: SUITE_APP_PORT,
    inboxPort: SUITE_INBOX_PORT,
    dataDir,
    distDir,
    onServiceDied,
    countRelayed: true,
  });
}

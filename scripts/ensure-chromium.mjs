// Debian's Chromium for the tests and the benchmarks. Install it where we may, else say what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** The whole browser, as a student runs it: the benchmarks, Lighthouse and the screenshots. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same Chromium (one Debian source package, one Blink, V8 and storage) built headless only,
 * as Playwright runs by default: it starts without the browser's windowing layer and renders with
 * less work, so the tests, which run it, take less of the machine.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const PACKAGES = new Map([
  [CHROMIUM_PATH, { name: 'chromium', env: 'CHROMIUM_PATH' }],
  [TEST_CHROMIUM_PATH, { name: 'chromium-headless-shell', env: 'TEST_CHROMIUM_PATH' }],
]);

/**
 * Flags for headless Debian Chromium here: as root it needs --no-sandbox, and without the
 * background-networking flags it keeps dialling Google hosts this machine cannot reach.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Two profiles on one machine find each other over WebRTC by their real addresses: Chromium's
  // mDNS names need a resolver the test machine may lack, and it may have no address but loopback.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
  '--allow-loopback-in-peer-connection',
];

/** True once the Chromium at `path` (the browser, or the tests' headless build) is there. */
export function ensureChromium(path = CHROMIUM_PATH) {
  if (existsSync(path)) return true;
  const pkg = PACKAGES.get(path);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (pkg && isRoot && hasApt) {
    console.log(`${path} is missing: installing Debian's ${pkg.name} package…`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', pkg.name], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (install && install.status === 0 && existsSync(path)) return true;
  }
  console.error(
    `This needs Chromium at ${path}.\n` +
      `  On Debian or Ubuntu: sudo apt-get install -y ${pkg?.name ?? 'chromium'}\n` +
      `  Elsewhere: install Chromium and set ${pkg?.env ?? 'CHROMIUM_PATH'} to its executable.`,
  );
  return false;
}

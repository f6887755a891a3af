// The end-to-end suite needs Debian's Chromium. Install it where we may, else say what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (install && install.status === 0 && existsSync(CHROMIUM_PATH)) return true;
  }
  console.error(
    `The end-to-end tests need Chromium at ${CHROMIUM_PATH}.\n` +
      '  On Debian or Ubuntu: sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium and set CHROMIUM_PATH to its executable.',
  );
  return false;
}

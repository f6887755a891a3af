// The engine tests need Firefox ESR, WebKitGTK's WebDriver with its Python bindings, and Xvfb,
// all from Debian. Install what is missing where we may (root with apt-get), else say what to
// install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

const PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'gir1.2-webkit2-4.1', 'python3-gi', 'xvfb'];

function hasWebKitBindings() {
  return (
    spawnSync(
      '/usr/bin/python3',
      ['-c', "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2"],
      { stdio: 'ignore' },
    ).status === 0
  );
}

function present() {
  return (
    existsSync(FIREFOX_PATH) &&
    existsSync(WEBKIT_DRIVER_PATH) &&
    existsSync('/usr/bin/Xvfb') &&
    hasWebKitBindings()
  );
}

export function ensureEngines() {
  if (present()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`Firefox or WebKit is missing: installing ${PACKAGES.join(' ')} from Debian…`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (install && install.status === 0 && present()) return true;
  }
  console.error(
    'The engine tests need Firefox ESR, WebKitGTK and Xvfb.\n' +
      `  On Debian or Ubuntu: sudo apt-get install -y ${PACKAGES.join(' ')}\n` +
      '  Elsewhere: set FIREFOX_PATH and WEBKIT_DRIVER_PATH to their executables.',
  );
  return false;
}

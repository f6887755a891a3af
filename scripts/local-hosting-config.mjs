// The Firebase config the local stack runs with: firebase.json's hosting (rewrites, headers,
// caching) as deployed, serving the given build, with the local services added to the CSP's
// connect-src and the emulators' ports. Generated, never edited: firebase.json stays the one source.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Git-ignored; beside firebase.json because the emulator resolves `public` from the config's folder. */
export const LOCAL_CONFIG_PATH = join(root, 'firebase.local.json');

/**
 * @param {{ hostingPort: number, distDir: string, connectSrc: string[] }} options
 * @returns the local config (also written to LOCAL_CONFIG_PATH by writeLocalHostingConfig)
 */
export function localHostingConfig({ hostingPort, distDir, connectSrc }) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const hosting = { ...config.hosting, public: relative(root, distDir) || '.' };
  hosting.headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers
      // HSTS means nothing over plain http on localhost and would pin the host to https.
      .filter(({ key }) => key !== 'Strict-Transport-Security')
      .map(({ key, value }) =>
        key === 'Content-Security-Policy'
          ? {
              key,
              value: value.replace(
                /connect-src ([^;]*)/,
                (_, sources) => `connect-src ${sources} ${connectSrc.join(' ')}`,
              ),
            }
          : { key, value },
      ),
  }));
  return {
    ...config,
    hosting,
    emulators: { ...config.emulators, hosting: { host: '127.0.0.1', port: hostingPort } },
  };
}

/** Writes the local config and returns its path, for `firebase --config`. */
export function writeLocalHostingConfig(options) {
  writeFileSync(LOCAL_CONFIG_PATH, `${JSON.stringify(localHostingConfig(options), null, 2)}\n`);
  return LOCAL_CONFIG_PATH;
}

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localHostingConfig } from './local-hosting-config.mjs';

const deployed = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const headersOf = (hosting, source) =>
  Object.fromEntries(
    hosting.headers.find((h) => h.source === source).headers.map((h) => [h.key, h.value]),
  );

describe('the local hosting config', () => {
  const local = localHostingConfig({
    hostingPort: 4173,
    distDir: join(process.cwd(), 'dist'),
    connectSrc: ['http://127.0.0.1:9099', 'http://127.0.0.1:8787'],
  });

  it('serves the build on the port it is given, beside the Auth emulator', () => {
    expect(local.hosting.public).toBe('dist');
    expect(local.emulators.hosting).toEqual({ host: '127.0.0.1', port: 4173 });
    expect(local.emulators.auth).toEqual(deployed.emulators.auth);
  });

  it('sends the deployed policy with only the local services added to connect-src', () => {
    const mine = headersOf(local.hosting, '**');
    const theirs = headersOf(deployed.hosting, '**');
    expect(mine['Content-Security-Policy']).toBe(
      theirs['Content-Security-Policy'].replace(
        /connect-src ([^;]*)/,
        'connect-src $1 http://127.0.0.1:9099 http://127.0.0.1:8787',
      ),
    );
    for (const key of Object.keys(theirs).filter((k) => k !== 'Content-Security-Policy')) {
      if (key === 'Strict-Transport-Security') expect(mine[key]).toBeUndefined();
      else expect(mine[key]).toBe(theirs[key]);
    }
  });

  it('keeps the rewrites and the caching rules as deployed', () => {
    expect(local.hosting.rewrites).toEqual(deployed.hosting.rewrites);
    expect(headersOf(local.hosting, '/assets/**')).toEqual(
      headersOf(deployed.hosting, '/assets/**'),
    );
  });
});

describe('the deployed policy', () => {
  it('allows scripts only from the app itself and Google sign-in', () => {
    const csp = headersOf(deployed.hosting, '**')['Content-Security-Policy'];
    // WebAssembly (the search index's SQLite) may be compiled; no script may be evaluated.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/apis\.google\.com;/);
    expect(csp).toMatch(/worker-src 'self';/);
    // The sign-in popup's helper frame, on the project's auth domain.
    expect(csp).toMatch(/frame-src https:\/\/\*\.firebaseapp\.com;/);
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).toContain('https://securetoken.googleapis.com');
  });

  it('rewrites every path to the single-page app', () => {
    expect(deployed.hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });
});

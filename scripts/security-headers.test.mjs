// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.mjs';

const hosting = JSON.parse(
  readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
).hosting;
const deployed = Object.fromEntries(
  hosting.headers.find((h) => h.source === '**').headers.map((h) => [h.key, h.value]),
);

describe('security headers', () => {
  it('the local server sends the hosting policy, with the local services added to connect-src', () => {
    const local = securityHeaders(['http://127.0.0.1:9099']);
    expect(local['Content-Security-Policy']).toBe(
      deployed['Content-Security-Policy'].replace(
        /connect-src ([^;]*)/,
        'connect-src $1 http://127.0.0.1:9099',
      ),
    );
    for (const key of [
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(local[key]).toBe(deployed[key]);
    }
  });

  it('the hosting policy allows scripts only from the app itself', () => {
    const csp = deployed['Content-Security-Policy'];
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).toContain('https://securetoken.googleapis.com');
  });

  it('the hosting config rewrites every path to the single-page app', () => {
    expect(hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });
});

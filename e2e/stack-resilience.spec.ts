import { APP_URL, AUTH_EMULATOR, expect, INBOX_URL, test } from './fixtures';
import { expectLandingScreen } from './kinds-helpers';

// Addresses no server can decode: a lone %, a cut-off UTF-8 sequence, a byte that is not UTF-8,
// an invalid escape inside an app route.
const MALFORMED = ['/%', '/%E0%A4%A', '/assets/%ff', '/upload-notes/%zz'];

/** Each service `npm start` runs, and a request that shows it still answers as it should. */
const SERVICES = [
  {
    name: 'the app (Hosting emulator)',
    base: APP_URL,
    check: async () => {
      const response = await fetch(`${APP_URL}/dashboard`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    },
  },
  {
    name: 'the Auth emulator',
    base: AUTH_EMULATOR,
    check: async () => expect((await fetch(`${AUTH_EMULATOR}/`)).status).toBe(200),
  },
  {
    name: 'the contact inbox',
    base: INBOX_URL,
    // Only POST is taken there: a GET is refused, by a running server.
    check: async () => expect((await fetch(`${INBOX_URL}/contact`)).status).toBe(405),
  },
];

test('malformed addresses get an answer from every service, and every service keeps running', async () => {
  for (const { name, base } of SERVICES) {
    for (const path of MALFORMED) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, `${name} ${path}`).toBeGreaterThanOrEqual(400);
      await response.arrayBuffer();
    }
  }
  for (const { check } of SERVICES) await check();
});

test('the app is served as deployed: compressed, with the hosting headers and the SPA rewrite', async () => {
  const page = await fetch(`${APP_URL}/view-notes/dsa`, { headers: { 'Accept-Encoding': 'br' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await page.text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  // fetch decodes what it asked compressed; the header says how it travelled.
  const asset = await fetch(`${APP_URL}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('an address with an encoded slash or a dot segment gets the app, which shows the landing screen', async ({
  page,
}) => {
  for (const route of ['/view-notes/..%2F..', '/..%2f..%2fpackage.json', '/view-notes/%2e%2e']) {
    const response = await fetch(`${APP_URL}${route}`);
    expect(response.status, route).toBe(200);
    expect(await response.text(), route).toContain('<div id="root">');
  }
  await expectLandingScreen(page, '/view-notes/..%2F..');
});

test('an address that cannot be decoded is answered 400, not a server error', async () => {
  for (const path of MALFORMED) expect((await fetch(`${APP_URL}${path}`)).status, path).toBe(400);
});

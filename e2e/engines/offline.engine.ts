import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRandomFile } from '../files';
import { engines, testFolder, withStudent } from './engines';
import {
  createAccount,
  chooseBranch,
  downloadHash,
  MB,
  ROUTES,
  sha256,
  signIn,
  upload,
} from './flows';

const testFile = testFolder('offline');

const DIST = process.env.E2E_DIST ?? join(process.cwd(), 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * The built app on a server of the test's own, which the test can take away: the network gone,
 * as far as the app can tell. Every unknown path is the app's index, as in firebase.json.
 */
function serveDist(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(DIST, path);
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(DIST, 'index.html');
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://localhost:${port}`, server });
    });
  });
}

describe.each(engines())('%s: offline', (engine) => {
  it('with the app server gone, the app opens from its cache and a stored note downloads the same', async () => {
    const { url, server } = await serveDist();
    try {
      await withStudent(
        engine,
        async (student) => {
          await signIn(student, await createAccount());
          await chooseBranch(student);
          const name = `${engine}-offline.pdf`;
          const path = writeRandomFile(testFile(name), MB + MB / 2);
          await upload(student, ROUTES.notes(), [path]);
          await student.waitUntil(
            'the service worker to control the page',
            async () => {
              await student.reload();
              return student.evaluate<boolean>(
                `async function () {
                  await navigator.serviceWorker.ready;
                  return navigator.serviceWorker.controller !== null;
                }`,
              );
            },
            60_000,
          );
          server.closeAllConnections();
          await new Promise((resolve) => server.close(resolve));
          await student.goto(ROUTES.notes().view);
          await student.expectText(name);
          expect(await downloadHash(student, ROUTES.notes().view, name)).toBe(await sha256(path));
        },
        { appUrl: url },
      );
    } finally {
      server.close();
    }
  });
});

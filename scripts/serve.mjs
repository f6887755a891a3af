// Serves the built app (dist/) the way Firebase Hosting does: static files, an SPA
// rewrite to index.html, and the security headers of firebase.json.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { securityHeaders } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * @param {{ root?: string, port: number, host?: string, connectSrc?: string[] }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveApp({ root = 'dist', port, host = 'localhost', connectSrc = [] }) {
  const base = resolve(root);
  const headers = securityHeaders(connectSrc);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = normalize(join(base, decodeURIComponent(url.pathname)));
    if (!file.startsWith(base)) file = join(base, 'index.html');
    let info = await stat(file).catch(() => null);
    if (!info || info.isDirectory()) {
      file = join(base, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info) {
      res.writeHead(500, headers).end('dist/ is missing: run npm run build first.');
      return;
    }
    const isAsset = url.pathname.startsWith('/assets/');
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

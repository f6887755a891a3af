// The app's port: a small gate in front of the Hosting emulator. The emulator answers an address
// it cannot decode ("/%") with a 500 and one with an encoded slash ("/view-notes/..%2F..") with
// its own "Cannot GET" page; the spec wants every unknown path to reach the app, whose router
// shows the landing screen. Everything else passes through untouched, headers and all; hashed
// assets are kept after their first answer (asset-cache.mjs).
import { createServer, request } from 'node:http';
import { createAssetCache } from './asset-cache.mjs';

const APP_SHELL = '/index.html';

/**
 * What the gate does with a request's target: 'bad' (cannot be decoded: 400), 'app' (an
 * encoded slash or a dot-dot segment: serve the app's page) or 'pass'.
 * @param {string} target the request line's target, e.g. "/view-notes/ai-ml?x=1"
 */
export function judgeTarget(target) {
  const path = target.split('?')[0] ?? '';
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'bad';
  }
  if (/%2f|%5c/i.test(path)) return 'app';
  if (decoded.split(/[/\\]/).some((segment) => segment === '..' || segment === '.')) return 'app';
  return 'pass';
}

/**
 * Starts the gate on `port`, forwarding to the emulator on `upstreamPort`.
 * @returns {Promise<import('node:http').Server>}
 */
export function startFrontGate({ port, upstreamPort }) {
  const assets = createAssetCache();
  const server = createServer((req, res) => {
    const target = req.url ?? '/';
    const verdict = judgeTarget(target);
    if (verdict === 'bad') {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request: this address cannot be read.\n');
      return;
    }
    const cacheKey = verdict === 'pass' ? assets.keyFor(req) : null;
    const kept = cacheKey === null ? undefined : assets.get(cacheKey);
    if (kept) {
      res.writeHead(kept.status, kept.headers);
      res.end(kept.body);
      return;
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: verdict === 'app' ? APP_SHELL : target,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (cacheKey !== null && assets.keeps(answer)) {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            if (answer.complete) assets.put(cacheKey, answer, Buffer.concat(chunks));
          });
        }
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The app server is not answering.\n');
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

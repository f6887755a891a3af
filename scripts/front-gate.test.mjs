// @vitest-environment node
// The app's port in front of a stand-in for the Hosting emulator that counts what reaches it: a
// hashed asset is asked of the emulator once per encoding and then answered with the same bytes and
// headers; everything else (the app's page, a range, a failure) reaches the emulator every time.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrontGate } from './front-gate.mjs';
import { freePort } from './port-owner.mjs';

const script = Buffer.from('console.log("a hashed asset");\n'.repeat(200));
/** @type {string[]} */
const reached = [];
let upstream;
let gate;
let origin = '';

beforeAll(async () => {
  upstream = createServer((req, res) => {
    reached.push(`${req.url} ${req.headers['accept-encoding'] ?? ''}`);
    if (req.url === '/assets/app-1.js') {
      const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'Content-Type': 'text/javascript',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        ...(gzip && { 'Content-Encoding': 'gzip' }),
      });
      // Written in two parts, so that the answer is chunked as a compressed one is.
      const body = gzip ? gzipSync(script) : script;
      res.write(body.subarray(0, 100));
      res.end(body.subarray(100));
    } else if (req.url === '/assets/missing.js') {
      res.writeHead(404, { 'Cache-Control': 'public, max-age=31536000, immutable' });
      res.end('not here');
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' });
      res.end('<!doctype html><title>app</title>');
    }
  });
  const upstreamPort = await freePort();
  await new Promise((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  const port = await freePort();
  gate = await startFrontGate({ port, upstreamPort });
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => gate.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

const times = (line) => reached.filter((seen) => seen === line).length;

describe('the app port', () => {
  it('asks the emulator for a hashed asset once per encoding, then answers it the same', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await fetch(`${origin}/assets/app-1.js`, { headers: { 'accept-encoding': 'gzip' } }),
      );
    }
    const plain = await fetch(`${origin}/assets/app-1.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const plainAgain = await fetch(`${origin}/assets/app-1.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(times('/assets/app-1.js gzip')).toBe(1);
    expect(times('/assets/app-1.js identity')).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(answer.headers.get('cache-control')).toContain('immutable');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      // fetch undoes the gzip: the bytes are the asset's, every time.
      expect(Buffer.from(await answer.arrayBuffer()).equals(script)).toBe(true);
    }
    expect(plainAgain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(script)).toBe(true);
    expect(Buffer.from(await plainAgain.arrayBuffer()).equals(script)).toBe(true);
  });

  it('passes the page, ranges and failures on every time', async () => {
    reached.length = 0;
    for (let i = 0; i < 2; i += 1) {
      expect((await fetch(`${origin}/dashboard`)).status).toBe(200);
      expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
      await fetch(`${origin}/assets/app-1.js`, {
        headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
      });
    }
    expect(times('/dashboard gzip, deflate')).toBe(2);
    expect(reached.filter((line) => line.startsWith('/assets/missing.js')).length).toBe(2);
    expect(times('/assets/app-1.js br, identity')).toBe(2);
  });
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MAX_BODY_BYTES, startInbox } from './contact-inbox.mjs';

const APP_ORIGIN = 'http://localhost:5173';
const message = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  subject: 'Missing notes',
  message: 'The DSA notes for week 3 are not there.',
  _replyto: 'asha@example.com',
  _subject: 'New contact from Asha Rao',
};

let dataDir;
let server;
let base;

beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'inbox-test-')), 'inbox');
  server = await startInbox({ port: 0, dataDir, allowedOrigins: [APP_ORIGIN] });
  base = `http://127.0.0.1:${server.address().port}`;
});

afterEach(async () => {
  await new Promise((r) => server.close(() => r()));
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

const inboxFile = () => join(dataDir, 'messages.jsonl');

async function storedLines() {
  const text = await readFile(inboxFile(), 'utf8').catch(() => '');
  return text.split('\n').filter((l) => l !== '');
}

function post(body, headers = {}) {
  return fetch(`${base}/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: APP_ORIGIN,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A raw request through node:http, for bodies fetch cannot send (chunked, no length). */
function rawPost(chunks) {
  return new Promise((done, fail) => {
    const req = request(`${base}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => done({ status: res.statusCode, body: JSON.parse(text) }));
    });
    req.on('error', fail);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('contact inbox: accepted messages', () => {
  it('answers {ok: true} and appends the message as one JSON line with receivedAt', async () => {
    const before = Date.now();
    const res = await post(message);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ ok: true });

    const lines = await storedLines();
    expect(lines).toHaveLength(1);
    const stored = JSON.parse(lines[0]);
    expect(stored).toEqual({ receivedAt: expect.any(String), ...message });
    expect(Date.parse(stored.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('creates the data folder and keeps only the known fields', async () => {
    await rm(dataDir, { recursive: true, force: true });
    const res = await post({ ...message, injected: 'x'.repeat(10) });
    expect(res.status).toBe(200);
    const stored = JSON.parse((await storedLines())[0]);
    expect(stored).not.toHaveProperty('injected');
    expect((await stat(dataDir)).isDirectory()).toBe(true);
  });

  it('accepts a request without an Origin header (a local script)', async () => {
    const res = await fetch(`${base}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps all 50 of 50 concurrent messages, each on its own complete line', async () => {
    const sent = Array.from({ length: 50 }, (_, i) => ({
      ...message,
      subject: `Message ${i}`,
      // Long enough that interleaved writes would show up as broken JSON.
      message: `${i}:`.padEnd(4000, String.fromCharCode(97 + (i % 26))),
    }));
    const answers = await Promise.all(sent.map((m) => post(m)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));

    const lines = await storedLines();
    expect(lines).toHaveLength(50);
    const stored = lines.map((l) => JSON.parse(l));
    expect(stored.map((m) => m.subject).sort()).toEqual(sent.map((m) => m.subject).sort());
    for (const m of stored) {
      const original = sent.find((s) => s.subject === m.subject);
      expect(m.message).toBe(original.message);
    }
  });
});

describe('contact inbox: rejected requests', () => {
  it('rejects missing or blank fields with 400, naming them, and stores nothing', async () => {
    const res = await post({ name: 'Asha', email: 'asha@example.com', subject: '   ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'Missing or empty fields: subject, message.',
    });
    expect(await storedLines()).toEqual([]);
  });

  it('rejects fields that are not strings', async () => {
    const res = await post({ ...message, name: 42 });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Missing or empty fields: name.');
    const wrongOptional = await post({ ...message, _subject: ['x'] });
    expect(wrongOptional.status).toBe(400);
    expect((await wrongOptional.json()).error).toBe('These fields must be strings: _subject.');
  });

  it('rejects an email that does not look like an e-mail address', async () => {
    const res = await post({ ...message, email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'The email field must be an e-mail address.',
    });
  });

  it('rejects malformed JSON and JSON that is not an object', async () => {
    const bad = await post('{"name": "Asha",');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: 'The request body is not valid JSON.' });
    const list = await post([message]);
    expect(list.status).toBe(400);
    expect((await list.json()).error).toBe('The request body must be a JSON object.');
    expect(await storedLines()).toEqual([]);
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await post(JSON.stringify(message), { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
    expect((await res.json()).ok).toBe(false);
  });

  it('rejects a declared body over 64 KB with 413 and a clear message', async () => {
    const res = await post({ ...message, message: 'x'.repeat(MAX_BODY_BYTES) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'Message too large: the request body must be at most 64 KB.',
    });
    expect(await storedLines()).toEqual([]);
  });

  it('accepts a body of exactly 64 KB', async () => {
    const shell = JSON.stringify({ ...message, message: '' });
    const exact = JSON.stringify({
      ...message,
      message: 'x'.repeat(MAX_BODY_BYTES - shell.length),
    });
    expect(Buffer.byteLength(exact)).toBe(MAX_BODY_BYTES);
    expect((await post(exact)).status).toBe(200);
  });

  it('stops at 64 KB of a streamed body with no declared length', async () => {
    const chunk = 'x'.repeat(16 * 1024);
    const { status, body } = await rawPost(['{"message":"', ...Array(8).fill(chunk), '"}']);
    expect(status).toBe(413);
    expect(body.ok).toBe(false);
    expect(await storedLines()).toEqual([]);
  });

  it('answers 404 on other paths and 405 on other methods', async () => {
    const other = await fetch(`${base}/messages`, { method: 'POST', body: '{}' });
    expect(other.status).toBe(404);
    expect((await other.json()).ok).toBe(false);
    const get = await fetch(`${base}/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await get.json()).error).toBe('Method GET not allowed: use POST.');
  });
});

describe('contact inbox: CORS', () => {
  it('answers the preflight of an allowed origin, echoing only that origin', async () => {
    const res = await fetch(`${base}/contact`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('echoes an allowed origin on the answer of a POST, rejected or accepted', async () => {
    const ok = await post(message);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const rejected = await post({});
    expect(rejected.status).toBe(400);
    expect(rejected.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });

  it('refuses other origins: no preflight approval, no stored message', async () => {
    const preflight = await fetch(`${base}/contact`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const res = await post(message, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await storedLines()).toEqual([]);
  });
});

describe('contact inbox: startup', () => {
  it('refuses to listen anywhere but loopback', async () => {
    await expect(startInbox({ port: 0, host: '0.0.0.0', dataDir })).rejects.toThrow(
      /loopback only/,
    );
  });

  it('runs standalone from its environment variables', async () => {
    const script = fileURLToPath(new URL('./contact-inbox.mjs', import.meta.url));
    const standaloneDir = join(dataDir, '..', 'standalone');
    const child = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        INBOX_PORT: '0',
        INBOX_DATA_DIR: standaloneDir,
        INBOX_ALLOWED_ORIGINS: 'http://a.test, http://b.test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const output = await new Promise((done, fail) => {
        let text = '';
        child.stdout.on('data', (d) => {
          text += d;
          if (text.includes('Allowed origins')) done(text);
        });
        child.once('exit', (code) => fail(new Error(`exited with ${code}`)));
      });
      expect(output).toContain(join(standaloneDir, 'messages.jsonl'));
      expect(output).toContain('Allowed origins: http://a.test, http://b.test');
      const url = /(http:\/\/127\.0\.0\.1:\d+\/contact)/.exec(output)?.[1];
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://b.test' },
        body: JSON.stringify(message),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://b.test');
      const stored = await readFile(join(standaloneDir, 'messages.jsonl'), 'utf8');
      expect(JSON.parse(stored).subject).toBe(message.subject);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

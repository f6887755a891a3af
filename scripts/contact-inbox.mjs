// The local stand-in for the contact form's collection service: a loopback-only HTTP
// server that accepts the JSON the app posts, checks it, and appends each accepted
// message as one JSON line to <dataDir>/messages.jsonl. Node built-ins only.
//
// Run alone with `node scripts/contact-inbox.mjs` (env INBOX_PORT, INBOX_DATA_DIR,
// INBOX_ALLOWED_ORIGINS); `npm start` and the end-to-end suite start it via startInbox().
import { createServer } from 'node:http';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_BODY_BYTES = 64 * 1024;
export const REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'];
/** Optional fields of the form-service convention; stored when they are strings. */
const OPTIONAL_FIELDS = ['_replyto', '_subject'];
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
// Same rule as the app's own check (src/features/contact/contact-validation.ts).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * Appends lines to one file, one at a time: each append opens the file, writes the
 * whole line, fsyncs and closes before the next starts, so concurrent requests can
 * neither interleave nor lose lines, and an answered message survives a crash.
 * @param {string} file
 */
function createAppender(file) {
  let tail = Promise.resolve();
  /** @param {string} line */
  return (line) => {
    const done = tail.then(async () => {
      // The folder may have been cleared while the inbox runs: recreate it rather than fail.
      await mkdir(dirname(file), { recursive: true });
      const handle = await open(file, 'a');
      try {
        await handle.writeFile(line, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
    // A failed append must not block the ones queued after it.
    tail = done.catch(() => {});
    return done;
  };
}

/**
 * Reads the request body, refusing it as soon as it grows past the limit rather
 * than buffering whatever a client sends.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
function readBody(req) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    return Promise.reject(tooLarge());
  }
  return new Promise((done, fail) => {
    const chunks = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk) => {
      if (refused) return; // keep draining so the answer reaches the client, but keep nothing
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        refused = true;
        chunks.length = 0;
        fail(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) done(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      refused = true;
      fail(error);
    });
  });
}

function tooLarge() {
  return new HttpError(
    413,
    `Message too large: the request body must be at most ${MAX_BODY_BYTES / 1024} KB.`,
  );
}

/**
 * Checks a parsed body and returns the record to store.
 * @param {unknown} body
 */
export function validateMessage(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  const missing = REQUIRED_FIELDS.filter(
    (f) => typeof body[f] !== 'string' || body[f].trim() === '',
  );
  if (missing.length > 0) {
    throw new HttpError(400, `Missing or empty fields: ${missing.join(', ')}.`);
  }
  if (!EMAIL_PATTERN.test(body.email.trim())) {
    throw new HttpError(400, 'The email field must be an e-mail address.');
  }
  const wrongType = OPTIONAL_FIELDS.filter((f) => f in body && typeof body[f] !== 'string');
  if (wrongType.length > 0) {
    throw new HttpError(400, `These fields must be strings: ${wrongType.join(', ')}.`);
  }
  const record = {};
  for (const f of [...REQUIRED_FIELDS, ...OPTIONAL_FIELDS]) if (f in body) record[f] = body[f];
  return record;
}

/**
 * @param {{ port: number, host?: string, dataDir: string, allowedOrigins?: string[] }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function startInbox({ port, host = '127.0.0.1', dataDir, allowedOrigins = [] }) {
  if (!LOOPBACK_HOSTS.has(host)) {
    throw new Error(`The contact inbox listens on loopback only; refusing host ${host}.`);
  }
  if (!dataDir) throw new Error('startInbox needs a dataDir.');
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'messages.jsonl');
  const append = createAppender(file);
  const origins = new Set(allowedOrigins);

  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    const originAllowed = typeof origin === 'string' && origins.has(origin);
    const headers = { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Origin' };
    if (originAllowed) headers['Access-Control-Allow-Origin'] = origin;

    /** @param {number} status @param {object} body @param {Record<string, string>} [extra] */
    const answer = (status, body, extra = {}) => {
      if (res.headersSent) return;
      res.writeHead(status, { ...headers, ...extra });
      res.end(JSON.stringify(body));
    };

    try {
      const { pathname } = new URL(req.url ?? '/', 'http://inbox.invalid');
      if (pathname !== '/contact')
        throw new HttpError(404, 'Not found: messages go to POST /contact.');
      if (req.method !== 'POST' && req.method !== 'OPTIONS') {
        res.setHeader('Allow', 'POST, OPTIONS');
        throw new HttpError(405, `Method ${req.method} not allowed: use POST.`);
      }
      // A browser always sends Origin on cross-origin requests: anything not on the list is
      // another site trying to post here. Clients without Origin (curl, scripts) are local.
      if (origin !== undefined && !originAllowed) throw new HttpError(403, 'Origin not allowed.');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...headers,
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      if (type !== 'application/json') {
        throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json).');
      }
      const raw = await readBody(req);
      let body;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }
      const record = validateMessage(body);
      const line = `${JSON.stringify({ receivedAt: new Date().toISOString(), ...record })}\n`;
      try {
        await append(line);
      } catch (error) {
        console.error(`[inbox] could not store a message: ${error?.message ?? error}`);
        throw new HttpError(500, 'The message could not be stored. Please try again.');
      }
      answer(200, { ok: true });
    } catch (error) {
      if (error instanceof HttpError) {
        answer(
          error.status,
          { ok: false, error: error.message },
          error.status === 413 ? { Connection: 'close' } : {},
        );
      } else {
        answer(400, { ok: false, error: 'The request could not be read.' });
      }
    }
  });
  // A slow or stalled client cannot hold a connection open for long.
  server.requestTimeout = 15_000;
  server.headersTimeout = 10_000;

  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done(server);
    });
  });
}

const isMain =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.INBOX_PORT ?? 8787);
  const dataDir = process.env.INBOX_DATA_DIR ?? 'data/inbox';
  const allowedOrigins = (process.env.INBOX_ALLOWED_ORIGINS ?? 'http://localhost:5173')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  try {
    const server = await startInbox({ port, dataDir, allowedOrigins });
    console.log(
      `Contact inbox on http://127.0.0.1:${server.address().port}/contact, writing to ${join(resolve(dataDir), 'messages.jsonl')}`,
    );
    console.log(`Allowed origins: ${allowedOrigins.join(', ') || '(none)'}`);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => server.close(() => process.exit(0)));
    }
  } catch (error) {
    console.error(`Could not start the contact inbox: ${error?.message ?? error}`);
    process.exit(1);
  }
}

// Hashed assets never change under one name (firebase.json marks /assets/ immutable), so the app's
// port keeps each as the Hosting emulator first sent it: the emulator then compresses it once, as
// Hosting's CDN does, rather than on every request of every fresh browser (the PDF worker alone
// costs tens of milliseconds of gzip a time).

/** Headers that describe one connection or one moment, not the asset: never replayed. */
const PER_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
/** A request that asks for part of an asset, or only whether it changed, is passed on as it is. */
const PARTIAL_OR_CONDITIONAL = ['range', 'if-none-match', 'if-modified-since', 'if-range'];

/**
 * @param {{ maxBytes?: number }} [options] the most the cache holds; past it, assets pass through
 */
export function createAssetCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  /** @type {Map<string, { status: number, headers: Record<string, string | string[]>, body: Buffer }>} */
  const entries = new Map();
  let heldBytes = 0;
  return {
    /**
     * The key a request's answer is kept under, or null when it is not to be kept or served
     * from the cache.
     * @param {import('node:http').IncomingMessage} req
     */
    keyFor(req) {
      const path = req.url ?? '';
      if (req.method !== 'GET' || !path.startsWith('/assets/')) return null;
      if (PARTIAL_OR_CONDITIONAL.some((name) => req.headers[name] !== undefined)) return null;
      return `${path}\n${req.headers['accept-encoding'] ?? ''}`;
    },
    /** @param {string} key */
    get(key) {
      return entries.get(key);
    },
    /** Whether an upstream answer may be kept: a whole, successful, immutable asset. */
    keeps(/** @type {import('node:http').IncomingMessage} */ answer) {
      return (
        answer.statusCode === 200 && /\bimmutable\b/.test(answer.headers['cache-control'] ?? '')
      );
    },
    /**
     * @param {string} key
     * @param {import('node:http').IncomingMessage} answer
     * @param {Buffer} body
     */
    put(key, answer, body) {
      if (entries.has(key) || heldBytes + body.length > maxBytes) return;
      /** @type {Record<string, string | string[]>} */
      const headers = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
      }
      headers['content-length'] = String(body.length);
      entries.set(key, { status: answer.statusCode ?? 200, headers, body });
      heldBytes += body.length;
    },
  };
}

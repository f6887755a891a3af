// @vitest-environment node
// What the builds hold: a build for a real Firebase project holds none of the emulator's Google
// sign-in seam, a build for the emulator (npm start, the end-to-end tests) does; both start
// loading the sign-in state with the entry, and keep the landing screen's chunks apart.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const SEAM_TEXT = 'Choose a Google account';
const dirs = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const builds = new Map();

const PRODUCTION = { VITE_FIREBASE_API_KEY: 'a-real-project-key' };
const EMULATOR = { VITE_FIREBASE_API_KEY: '' };
/**
 * `npm test` has just built dist/ for the emulator and names it here, so that build is read
 * rather than made again; run alone, the test makes its own.
 */
const EMULATOR_BUILD = process.env.STUDYSHELF_EMULATOR_BUILD;

/** One build per environment, shared by the tests that read it. */
function builtWith(env) {
  const key = JSON.stringify(env);
  if (!builds.has(key))
    builds.set(key, env === EMULATOR && EMULATOR_BUILD ? read(EMULATOR_BUILD) : buildWith(env));
  return builds.get(key);
}

async function buildWith(env) {
  const outDir = mkdtempSync(join(tmpdir(), 'studyshelf-bundle-'));
  dirs.push(outDir);
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const key of Object.keys(env)) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
  return read(outDir);
}

function read(outDir) {
  const assets = join(outDir, 'assets');
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
  return { scripts, html: readFileSync(join(outDir, 'index.html'), 'utf8') };
}

const preloads = (html) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map(
    (match) => match[1],
  );

describe('the Google sign-in seam of the emulator', () => {
  it('is not in a production build', { timeout: 120_000 }, async () => {
    const { scripts } = await builtWith(PRODUCTION);
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter(({ name }) => name.startsWith('emulator-google'))).toEqual([]);
    expect(scripts.filter(({ text }) => text.includes(SEAM_TEXT))).toEqual([]);
    // The real popup and redirect sign-in is there.
    expect(scripts.some(({ name }) => name.startsWith('google-identity'))).toBe(true);
  });

  it('is in a build for the emulator', { timeout: 120_000 }, async () => {
    const { scripts } = await builtWith(EMULATOR);
    expect(scripts.some(({ text }) => text.includes(SEAM_TEXT))).toBe(true);
  });
});

describe('the start of every screen', () => {
  it(
    'fetches Firebase Auth beside the entry and connects to its server',
    { timeout: 120_000 },
    async () => {
      for (const [env, authOrigin] of [
        [PRODUCTION, 'https://identitytoolkit.googleapis.com'],
        [EMULATOR, 'http://127.0.0.1:9099'],
      ]) {
        const { html, scripts } = await builtWith(env);
        const firebase = scripts.find(({ text }) =>
          text.includes('identitytoolkit.googleapis.com'),
        );
        expect(firebase, 'a chunk holds Firebase Auth').toBeDefined();
        expect(preloads(html)).toContain(firebase?.name);
        expect(html).toContain(`<link rel="preconnect" href="${authOrigin}" crossorigin>`);
      }
    },
  );

  it(
    'loads the kinds and the shared interface pieces in one chunk each, none of them on the landing screen',
    { timeout: 120_000 },
    async () => {
      const { html, scripts } = await builtWith(EMULATOR);
      const named = (prefix) => scripts.filter(({ name }) => name.startsWith(`${prefix}-`));
      expect(named('material-kinds')).toHaveLength(1);
      expect(named('ui')).toHaveLength(1);
      // Each kind's settings live in the one chunk, not a chunk per kind.
      for (const prefix of [
        'notes-settings',
        'paper-settings',
        'schedule-settings',
        'book-settings',
      ]) {
        expect(named(prefix)).toEqual([]);
      }
      const entry = html.match(/<script type="module" crossorigin src="\/assets\/([^"]+)">/)?.[1];
      const firstScreen = [entry, ...preloads(html)];
      for (const prefix of ['material-kinds', 'ui']) {
        const [chunk] = named(prefix);
        expect(firstScreen).not.toContain(chunk?.name);
        // Not imported by the entry (a dynamic import of it, for a later screen, is fine).
        const entryText = scripts.find(({ name }) => name === entry)?.text ?? '';
        expect(entryText).not.toMatch(new RegExp(`(from|import)"\\./${chunk?.name}"`));
      }
    },
  );
});

// @vitest-environment node
// A build for a real Firebase project holds none of the emulator's Google sign-in seam; a build
// for the emulator (npm start, the end-to-end tests) does.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const SEAM_TEXT = 'Choose a Google account';
const dirs = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function scriptsBuiltWith(env) {
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
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
}

describe('the Google sign-in seam of the emulator', () => {
  it('is not in a production build', { timeout: 120_000 }, async () => {
    const scripts = await scriptsBuiltWith({ VITE_FIREBASE_API_KEY: 'a-real-project-key' });
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter(({ name }) => name.startsWith('emulator-google'))).toEqual([]);
    expect(scripts.filter(({ text }) => text.includes(SEAM_TEXT))).toEqual([]);
    // The real popup and redirect sign-in is there.
    expect(scripts.some(({ name }) => name.startsWith('google-sign-in'))).toBe(true);
  });

  it('is in a build for the emulator', { timeout: 120_000 }, async () => {
    const scripts = await scriptsBuiltWith({ VITE_FIREBASE_API_KEY: '' });
    expect(scripts.some(({ text }) => text.includes(SEAM_TEXT))).toBe(true);
  });
});

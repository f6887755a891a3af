// Draws the app's install icons (public/icons/*.png) from its mark, with Chromium: run once when
// the mark changes (`node scripts/make-icons.mjs`), and commit the PNGs.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.mjs';

// The favicon's three books, white on the primary indigo.
const BOOKS = '<path d="M9 8h4v16H9zM15 8h4v16h-4zM21 9l3.5-1 4 15-3.5 1z" fill="#fff"/>';
const ICONS = [
  // "any": the rounded tile of the favicon.
  { file: 'icon-192.png', size: 192, svg: tile(6) },
  { file: 'icon-512.png', size: 512, svg: tile(6) },
  { file: 'apple-touch-icon.png', size: 180, svg: tile(0) },
  // "maskable": full bleed, the mark inside the central 80% safe zone.
  { file: 'maskable-512.png', size: 512, svg: maskable() },
];

function tile(radius) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radius}" fill="#4f46e5"/>${BOOKS}</svg>`;
}

function maskable() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4f46e5"/><g transform="translate(3.8 5.6) scale(0.65)">${BOOKS}</g></svg>`;
}

const profile = mkdtempSync(join(tmpdir(), 'studyshelf-icons-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(
      join('public', 'icons', file),
      await page.screenshot({ omitBackground: true, type: 'png' }),
    );
    console.log(`public/icons/${file}`);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}

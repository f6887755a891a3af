// `npm run screenshots`: every screen of the app, signed out and signed in, at laptop (1280×800)
// and phone (390×844) width, light and dark (`-dark`), written to screenshots/ (git-ignored). It
// runs the built app on its own stack, like the benchmark, with a fresh student holding a few
// files of each kind.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';
import { ensureChromium, CHROMIUM_PATH } from './ensure-chromium.mjs';
import { cleanup, cleanupOnSignals, onCleanup } from './bench/cleanup.mjs';
import { openBenchStage } from './bench/browser.mjs';
import { createStudent, signInStudent } from './bench/student.mjs';
import { writeRandomFile } from './bench/test-file.mjs';
import { makePdf } from './make-pdf.mjs';
import { PUBLIC_SCREENS, SAMPLE_UPLOADS, SIGNED_IN_SCREENS } from './screens.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'screenshots');
const SIZES = [
  { name: 'laptop', width: 1280, height: 800, touch: false },
  { name: 'phone', width: 390, height: 844, touch: true },
];
// Every screen in each theme, as the system setting would choose it.
const THEMES = ['light', 'dark'];

/** A phone's row menu; wider screens show the actions in the row itself. */
async function openRowMenu(page) {
  const menu = page.getByRole('button', { name: /^Actions for / }).first();
  if (await menu.isVisible()) await menu.click();
}

/** Chooses the first row's action `name` (Delete, Preview), through the row menu on a phone. */
function firstRowAction(name) {
  return async (page) => {
    await openRowMenu(page);
    await page
      .getByRole('button', { name: new RegExp(`^${name} `) })
      .first()
      .click();
  };
}

/** The screens, and what each overlay looks like opened over its screen. */
const SIGNED_IN = [
  ...SIGNED_IN_SCREENS,
  ['delete-dialog', '/view-notes/dsa', firstRowAction('Delete')],
  ['row-actions', '/view-notes/dsa', (page) => openRowMenu(page)],
  [
    'preview',
    '/view-notes/dsa',
    async (page) => {
      await firstRowAction('Preview')(page);
      // The viewer's code and pdf.js's worker load on the first preview: shoot the page, not that.
      await page
        .getByRole('toolbar', { name: 'PDF pages and zoom' })
        .getByText(/^Page 1 of \d+$/)
        .waitFor({ timeout: 15_000 });
    },
  ],
  [
    'search',
    '/dashboard',
    async (page) => {
      const menu = page.getByRole('button', { name: /menu/i }).first();
      const search = page.getByRole('combobox', { name: 'Search files' }).first();
      if (!(await search.isVisible())) await menu.click();
      await search.fill('week');
    },
  ],
  [
    'profile-menu',
    '/dashboard',
    (page) => page.getByRole('button', { name: 'Open profile menu' }).first().click(),
  ],
];

async function uploadSamples(page, work) {
  for (const { uploadPath, button, names } of SAMPLE_UPLOADS) {
    const files = names.map((name, i) => {
      const file = join(work, name);
      // One large note, stored in chunks, beside small PDFs.
      if (i === 0 && uploadPath.includes('notes')) writeRandomFile(file, 12 * 1024 * 1024);
      else writeFileSync(file, makePdf(3));
      return file;
    });
    await page.goto(uploadPath);
    await page.locator('input[type=file]').first().setInputFiles(files);
    await page.getByRole('button', { name: button, exact: true }).click();
    // Some kinds go to their list after an upload, others stay and say so: either means done.
    await page
      .getByText(/^Successfully uploaded/)
      .or(
        page.getByText(`${names.length} ${names.length === 1 ? 'file' : 'files'}`, { exact: true }),
      )
      .first()
      .waitFor({ timeout: 60_000 });
  }
}

/**
 * A phone is a touch screen: its coarse pointer changes what the app offers (no drag-and-drop
 * wording, taller targets), so the phone shots show that rather than a narrow desktop window.
 */
async function emulateTouch(cdp, enabled) {
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled, maxTouchPoints: 5 });
}

async function shoot(page, cdp, name, path, step) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await emulateTouch(cdp, size.touch);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (step) await step(page);
      await page.waitForTimeout(400);
      const suffix = theme === 'light' ? '' : `-${theme}`;
      await page.screenshot({
        path: join(OUT, `${name}-${size.name}${suffix}.png`),
        fullPage: true,
      });
    }
  }
  console.log(`  ${name}`);
}

async function main() {
  if (!ensureChromium()) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const work = mkdtempSync(join(tmpdir(), 'studyshelf-screenshots-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  mkdirSync(OUT, { recursive: true });
  const { page, browser } = await openBenchStage({
    work,
    appPort: Number(process.env.SCREENSHOTS_PORT ?? 4181),
    distDir: join(root, 'dist'),
    startStack,
    onCleanup,
    executablePath: CHROMIUM_PATH,
  });
  console.log(`screenshots → ${OUT}`);
  const { cdp } = browser;
  for (const [name, path] of PUBLIC_SCREENS) await shoot(page, cdp, name, path);
  const student = await createStudent();
  await signInStudent(page, student);
  await uploadSamples(page, work);
  for (const [name, path, step] of SIGNED_IN) await shoot(page, cdp, name, path, step);
}

cleanupOnSignals();
try {
  await main();
} finally {
  await cleanup();
}

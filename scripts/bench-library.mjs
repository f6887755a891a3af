// `npm run bench` (second part): the library figures in headless Chromium through the built app.
//   search: each keystroke of SEARCH_QUERY over 5,000 stored files, from the input event to the
//           frame after its results are on screen; against a hand-written parse-filter-draw baseline.
//   first page: the preview of a stored 100-page, 50 MB PDF (notes, 1 MB chunks), from the click to
//           the frame after page 1 is drawn, with memory growth; against reading the whole file
//           into memory, which a viewer without range reads must do before it can parse at all.
// Writes bench/library-report.json. A script, not a test: targets are reported, never enforced.
//
// BENCH_RUNS (9)   runs per figure (each figure is the median; search keeps the worst keystroke too)
// BENCH_DIST, BENCH_PORT as for scripts/bench.mjs
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';
import { ensureChromium, CHROMIUM_PATH } from './ensure-chromium.mjs';
import { cleanup, cleanupOnSignals, onCleanup, stopping } from './bench/cleanup.mjs';
import { describeMachine, openBenchStage } from './bench/browser.mjs';
import { createStudent, signInStudent } from './bench/student.mjs';
import {
  SEARCH_FILES,
  SEARCH_QUERY,
  seedLibrary,
  timeFirstPage,
  timeSearchKeystrokes,
  timeWholeRead,
  unseedLibrary,
} from './bench/library-ops.mjs';
import { makePdf } from './make-pdf.mjs';
import { downloadBackup, timeBackup, timeRestore } from './bench/backup-ops.mjs';
import { writeRandomFile } from './bench/test-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_PATH = join(root, 'bench', 'library-report.json');
const PDF_PAGES = 100;
const PDF_NAME = 'bench-100-pages.pdf';
const MB = 1024 * 1024;
export const LIBRARY_TARGETS = {
  searchWorstMs: 50,
  firstPageMemoryGrowthBytes: 64 * MB,
  backupMemoryGrowthBytes: 64 * MB,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value) => Math.round(value * 10) / 10;

async function uploadPdf(page, path) {
  await page.goto('/upload-notes/dsa');
  await page.locator('input[type=file]').first().setInputFiles(path);
  await page.getByRole('button', { name: 'Upload Files', exact: true }).click();
  await page.waitForURL(/\/view-notes\/dsa$/, { timeout: 120_000 });
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 9);
  if (!ensureChromium()) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const work = mkdtempSync(join(tmpdir(), 'studyshelf-bench-library-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const { browser, page, meter } = await openBenchStage({
    work,
    appPort: Number(process.env.BENCH_PORT ?? 4180),
    distDir: process.env.BENCH_DIST ?? join(root, 'dist'),
    startStack,
    onCleanup,
    executablePath: CHROMIUM_PATH,
  });
  const student = await createStudent();
  if (!(await signInStudent(page, student)))
    throw new Error('the benchmark student could not sign in');

  console.log(`search: seeding ${SEARCH_FILES} files, typing "${SEARCH_QUERY}" ${runs} times…`);
  await seedLibrary(page, student.uid);
  const app = [];
  const baseline = [];
  for (let run = 0; run < runs && !stopping(); run += 1) {
    const timed = await timeSearchKeystrokes(page);
    app.push(...timed.app);
    baseline.push(...timed.baseline);
  }
  await unseedLibrary(page);
  const search = {
    files: SEARCH_FILES,
    keystrokes: app.length,
    medianMs: round(median(app)),
    worstMs: round(Math.max(...app)),
    baselineMedianMs: round(median(baseline)),
    baselineWorstMs: round(Math.max(...baseline)),
    medianRatio: round(median(app) / median(baseline)),
  };

  console.log(
    'backup: storing a 500 MB library (5 notes of 100 MB), backing it up and restoring it…',
  );
  const parts = [1, 2, 3, 4, 5].map((n) => {
    const path = join(work, `library-part-${n}.pdf`);
    writeRandomFile(path, 100 * MB);
    return path;
  });
  await page.goto('/upload-notes/iot');
  await page.locator('input[type=file]').first().setInputFiles(parts);
  await page.getByRole('button', { name: 'Upload Files', exact: true }).click();
  await page.waitForURL(/\/view-notes\/iot$/, { timeout: 300_000 });
  const backedUp = await timeBackup(page, meter, parts);
  const zipPath = join(work, 'library.zip');
  await downloadBackup(page, zipPath);
  await page.goto('/view-notes/iot');
  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
  await page.getByText('No files uploaded yet').waitFor({ timeout: 60_000 });
  const restored = await timeRestore(page, meter, zipPath);
  const backup = {
    libraryBytes: 5 * 100 * MB,
    zipBytes: backedUp.zipBytes,
    backupMs: Math.round(backedUp.ms),
    backupMemoryGrowthBytes: backedUp.growthBytes,
    plainWriteMs: Math.round(backedUp.baselineMs),
    plainWriteMemoryGrowthBytes: backedUp.baselineGrowthBytes,
    backupRatio: round(backedUp.ms / backedUp.baselineMs),
    restoreMs: Math.round(restored.ms),
    restoreMemoryGrowthBytes: restored.growthBytes,
    plainStoreMs: Math.round(restored.baselineMs),
    plainStoreMemoryGrowthBytes: restored.baselineGrowthBytes,
    restoreRatio: round(restored.ms / restored.baselineMs),
  };
  rmSync(zipPath, { force: true });
  for (const path of parts) rmSync(path, { force: true });

  const pdfPath = join(work, PDF_NAME);
  writeFileSync(pdfPath, makePdf(PDF_PAGES, { bytesPerPage: 0.5 * MB }));
  console.log(`first page: storing a ${PDF_PAGES}-page PDF, previewing it ${runs} times…`);
  await uploadPdf(page, pdfPath);
  const pageRuns = [];
  for (let run = 0; run <= runs && !stopping(); run += 1) {
    const { result: ms, growthBytes } = await meter.measured(() =>
      timeFirstPage(page, '/view-notes/dsa', PDF_NAME, PDF_PAGES),
    );
    await page.goto('/view-notes/dsa');
    const { result: baseMs, growthBytes: baseGrowth } = await meter.measured(() =>
      timeWholeRead(page, pdfPath),
    );
    pageRuns.push({ ms, growthBytes, baseMs, baseGrowth });
  }
  // The first preview also fetches the viewer's code and starts its worker: reported apart.
  const [cold, ...warm] = pageRuns;
  const firstPage = {
    bytes: (await import('node:fs')).statSync(pdfPath).size,
    pages: PDF_PAGES,
    coldMs: round(cold.ms),
    medianMs: round(median(warm.map((r) => r.ms))),
    memoryGrowthBytes: Math.round(median(warm.map((r) => r.growthBytes))),
    wholeReadMedianMs: round(median(warm.map((r) => r.baseMs))),
    wholeReadMemoryGrowthBytes: Math.round(median(warm.map((r) => r.baseGrowth))),
  };

  const report = {
    browser: browser.version,
    machine: describeMachine(),
    date: new Date().toISOString(),
    runs,
    targets: LIBRARY_TARGETS,
    search,
    firstPage,
    backup,
  };
  writeFileSync(REPORT_PATH, `${JSON.stringify(report, null, 2)}\n`);
  const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
  console.log(`\n${browser.version}, ${cpus().length} CPUs; ${runs} runs`);
  console.log(
    `search over ${SEARCH_FILES} files, per keystroke: median ${search.medianMs} ms, worst ${search.worstMs} ms` +
      ` (target ≤ ${LIBRARY_TARGETS.searchWorstMs} ms: ${search.worstMs <= LIBRARY_TARGETS.searchWorstMs ? 'met' : 'missed'});` +
      ` baseline median ${search.baselineMedianMs} ms, worst ${search.baselineWorstMs} ms`,
  );
  console.log(
    `first page of ${mb(firstPage.bytes)} PDF: ${firstPage.medianMs} ms (cold ${firstPage.coldMs} ms),` +
      ` memory growth ${mb(firstPage.memoryGrowthBytes)}; reading the whole file first: ${firstPage.wholeReadMedianMs} ms,` +
      ` ${mb(firstPage.wholeReadMemoryGrowthBytes)}`,
  );
  console.log(
    `backup of ${mb(backup.libraryBytes)}: ${backup.backupMs} ms, memory growth ${mb(backup.backupMemoryGrowthBytes)}` +
      ` (target < 64 MB); one Blob of the same bytes written plainly: ${backup.plainWriteMs} ms (${backup.backupRatio}×)`,
  );
  console.log(
    `restore of it: ${backup.restoreMs} ms, memory growth ${mb(backup.restoreMemoryGrowthBytes)};` +
      ` the zip stored plainly as 1 MB slices: ${backup.plainStoreMs} ms (${backup.restoreRatio}×)`,
  );
  console.log(`\nReport: ${REPORT_PATH}`);
}

cleanupOnSignals();
try {
  await main();
} catch (error) {
  if (!stopping()) {
    console.error(`bench-library: ${error?.message ?? error}`);
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}

// `npm run bench`: stores, opens and deletes a 100 MiB file through the built app in headless
// Chromium, compares each with a plain IndexedDB baseline and the naive data-URL approach run
// in the same page, times a 1,000-record list, and writes bench/report.json plus a table.
// A script, not a test: a missed target is reported, never a failure. It exits non-zero only
// when it could not run (no build, no browser, the stack would not start, an op broke).
//
// BENCH_RUNS (9)          runs per figure; each figure is the median (about 10 min for all kinds)
// BENCH_KINDS (all)       e.g. notes,papers
// BENCH_OPEN (download)   download | view: which button opens the stored file
// BENCH_DIST (dist/)      a build of your own; dist/ is built when missing
// BENCH_PORT (4180)       port of the app; the Auth emulator always uses 9099
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { startStack } from './stack.mjs';
import { ensureChromium, CHROMIUM_PATH } from './ensure-chromium.mjs';
import { cleanup, cleanupOnSignals, onCleanup, stopping } from './bench/cleanup.mjs';
import { describeMachine, openBenchStage } from './bench/browser.mjs';
import { selectKinds } from './bench/kinds.mjs';
import { createStudent, signInStudent } from './bench/student.mjs';
import { dropReference, referenceOpen, referenceStore } from './bench/references-run.mjs';
import {
  deleteThroughApp,
  forgetStoredFiles,
  openThroughApp,
  render1000ThroughApp,
  storeThroughApp,
  uploadScreenExists,
} from './bench/app-ops.mjs';
import { createSamples, formatTable, writeReport } from './bench/report.mjs';
import { writeRandomFile } from './bench/test-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BYTES = 100 * 1024 * 1024;
const FILE_NAME = 'bench-100mib.pdf';
const REPORT_PATH = join(root, 'bench', 'report.json');
// Lets the browser finish background disk work (deleted blobs, a download) between ops.
const SETTLE_MS = 1000;

function settings() {
  const runs = Number(process.env.BENCH_RUNS ?? 9);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a whole number ≥ 1');
  const openVia = process.env.BENCH_OPEN ?? 'download';
  if (!['download', 'view'].includes(openVia))
    throw new Error('BENCH_OPEN must be download or view');
  return {
    runs,
    openVia,
    kinds: selectKinds(process.env.BENCH_KINDS),
    appPort: Number(process.env.BENCH_PORT ?? 4180),
    distDir: process.env.BENCH_DIST ?? join(root, 'dist'),
  };
}

function ensureBuild(distDir) {
  if (existsSync(join(distDir, 'index.html'))) return;
  if (process.env.BENCH_DIST)
    throw new Error(`BENCH_DIST=${distDir} holds no build (index.html missing)`);
  console.log('dist/ is missing: building the app first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/**
 * Runs the app's op and the baseline's op back to back, in the order given, so both meet the same
 * state of the machine; a shared machine's speed drifts by tens of percent within a minute.
 */
async function paired(appFirst, app, baseline) {
  const first = appFirst ? app : baseline;
  const second = appFirst ? baseline : app;
  const a = await first();
  await sleep(SETTLE_MS);
  const b = await second();
  await sleep(SETTLE_MS);
  return appFirst ? [a, b] : [b, a];
}

/**
 * One run of one kind: store and open through the app, each paired with the baseline's (the order
 * alternating between runs), then delete; then the data-URL approach on its own, as its 100+ MB
 * strings would disturb the paired figures. Fresh state at the end (every stored copy deleted).
 */
async function measureRun(page, kind, meter, { openVia, uid, filePath, appFirst }, samples) {
  const file = { filePath, fileName: FILE_NAME, bytes: BYTES, via: openVia };
  const reference = { filePath, bytes: BYTES, meter };
  const onAppPage = async (op) => {
    await page.goto(kind.uploadPath);
    return op();
  };
  const [stored, baseStored] = await paired(
    appFirst,
    () => storeThroughApp(page, kind, file, meter),
    () => onAppPage(() => referenceStore(page, 'baseline', reference)),
  );
  const [opened, baseOpened] = await paired(
    appFirst,
    () => openThroughApp(page, kind, file, meter),
    () => onAppPage(() => referenceOpen(page, 'baseline', reference)),
  );
  const deleted = await deleteThroughApp(page, kind, { fileName: FILE_NAME, id: stored.id });
  await dropReference(page, 'baseline');
  await sleep(SETTLE_MS);

  await page.goto(kind.uploadPath);
  const naiveStored = await referenceStore(page, 'dataUrl', reference);
  const naiveOpened = await referenceOpen(page, 'dataUrl', reference);
  await dropReference(page, 'dataUrl');
  await sleep(SETTLE_MS);

  const figures = (op, app, baseline, naive) => ({
    kind: kind.kind,
    op,
    bytes: BYTES,
    ms: app.ms,
    baselineMs: baseline.ms,
    dataUrlMs: naive.ms,
    memoryGrowthBytes: app.growthBytes,
    baselineMemoryGrowthBytes: baseline.growthBytes,
    dataUrlMemoryGrowthBytes: naive.growthBytes,
  });
  samples.add(figures('store', stored, baseStored, naiveStored));
  samples.add(figures('open', opened, baseOpened, naiveOpened));
  samples.add({ kind: kind.kind, op: 'delete', bytes: BYTES, ...deleted });
  if (kind.render1000) {
    const rendered = await render1000ThroughApp(page, kind, uid);
    samples.add({ kind: kind.kind, op: 'render1000', ...rendered });
    await sleep(SETTLE_MS);
  }
}

async function main() {
  const config = settings();
  ensureBuild(config.distDir);
  if (!ensureChromium()) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);

  const work = mkdtempSync(join(tmpdir(), 'studyshelf-bench-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const filePath = join(work, FILE_NAME);
  writeRandomFile(filePath, BYTES);

  console.log('Starting the stack (Auth emulator, contact inbox, app)…');
  // Every op runs in this one tab (a View's new tab is closed by openThroughApp).
  const { browser, page, meter } = await openBenchStage({
    work,
    appPort: config.appPort,
    distDir: config.distDir,
    startStack,
    onCleanup,
    executablePath: CHROMIUM_PATH,
  });

  const student = await createStudent();
  const signedIn = await signInStudent(page, student);
  if (!signedIn) throw new Error('the sign-in screen did not sign the benchmark student in');

  const measured = [];
  for (const kind of config.kinds) {
    if (await uploadScreenExists(page, kind)) measured.push(kind);
    else console.log(`notice: ${kind.uploadPath} is not built yet: skipping ${kind.kind}.`);
  }

  const samples = createSamples();
  const errors = [];
  for (let run = 1; run <= config.runs && !stopping(); run += 1) {
    for (const kind of measured) {
      if (stopping()) break;
      // Alternate which goes first, so neither always meets a warmer cache or a busier disk.
      const appFirst = run % 2 === 0;
      console.log(
        `run ${run}/${config.runs}: ${kind.kind} (${appFirst ? 'app' : 'baseline'} first)…`,
      );
      try {
        await measureRun(
          page,
          kind,
          meter,
          { openVia: config.openVia, uid: student.uid, filePath, appFirst },
          samples,
        );
      } catch (error) {
        if (stopping()) break;
        const message = `${kind.kind}, run ${run}: ${error?.message?.split('\n')[0] ?? error}`;
        console.error(`error: ${message}`);
        errors.push(message);
        await forgetStoredFiles(page, kind).catch(() => {});
        await dropReference(page, 'baseline').catch(() => {});
        await dropReference(page, 'dataUrl').catch(() => {});
      }
    }
  }

  if (stopping()) return;
  const results = samples.results();
  writeReport(REPORT_PATH, {
    browser: browser.version,
    machine: describeMachine(),
    date: new Date().toISOString(),
    runs: config.runs,
    openVia: config.openVia,
    results,
    ...(errors.length > 0 ? { errors } : {}),
  });
  console.log(
    `\n${browser.version}, ${cpus().length} CPUs, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; median of ${config.runs} run(s)\n`,
  );
  console.log(formatTable(results));
  console.log(`\nReport: ${REPORT_PATH}`);
  if (errors.length > 0) {
    console.error(`\n${errors.length} op(s) could not run:\n  ${errors.join('\n  ')}`);
    process.exitCode = 1;
  }
}

cleanupOnSignals();
try {
  await main();
} catch (error) {
  if (!stopping()) {
    console.error(`bench: ${error?.message ?? error}`);
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}

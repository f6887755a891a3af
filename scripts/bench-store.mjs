// `npm run bench:store`: stores, opens and deletes a 100 MiB file of each kind through the built
// app in headless Chromium, compares store and open with a plain IndexedDB baseline and the naive
// data-URL approach run in the same page, times delete to the Trash and delete for good, and a
// 1,000-record list; writes bench/store-report.json plus a table. A script, not a test: a missed target
// is reported, never a failure. Each op has its own time limit: one that breaks or overstays is
// named, the run goes on, and the script exits non-zero at the end.
//
// BENCH_RUNS (9)          runs per figure; each figure is the median (about 10 min for all kinds)
// BENCH_KINDS (all)       e.g. notes,papers
// BENCH_OPEN (download)   download | view: which button opens the stored file
// BENCH_DIST (dist/)      a build of your own; dist/ is built when missing
// BENCH_PORT (4180)       port of the app; the Auth emulator always uses 9099
import { rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createSteps,
  onCleanup,
  openSignedInStage,
  runBenchmark,
  runsFromEnv,
  stopping,
  writeBenchReport,
} from './bench/harness.mjs';
import { selectKinds } from './bench/kinds.mjs';
import { dropReference, referenceOpen, referenceStore } from './bench/references-run.mjs';
import {
  deleteForGoodThroughApp,
  deleteThroughApp,
  forgetStoredFiles,
  openThroughApp,
  render1000ThroughApp,
  storeThroughApp,
  uploadScreenExists,
} from './bench/app-ops.mjs';
import { createSamples, formatTable } from './bench/report.mjs';
import { writeRandomFile } from './bench/test-file.mjs';

const BYTES = 100 * 1024 * 1024;
const FILE_NAME = 'bench-100mib.pdf';
// Lets the browser finish background disk work (deleted blobs, a download) between ops.
const SETTLE_MS = 1000;
/** Each op's own limit: a 100 MB store or open takes seconds; one past this is stuck. */
const OP_LIMIT_MS = 3 * 60_000;
const LIST_LIMIT_MS = 60_000;

function settings() {
  const openVia = process.env.BENCH_OPEN ?? 'download';
  if (!['download', 'view'].includes(openVia))
    throw new Error('BENCH_OPEN must be download or view');
  return { runs: runsFromEnv(9), openVia, kinds: selectKinds(process.env.BENCH_KINDS) };
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
 * One run of one kind, each op a step with its own limit: store and open through the app, each
 * paired with the baseline's (the order alternating between runs), delete to the Trash, delete
 * for good from the Trash; then the data-URL approach on its own, as its 100+ MB strings would
 * disturb the paired figures. Fresh state at the end (every stored copy deleted).
 */
async function measureRun(stage, kind, { openVia, filePath, appFirst, label }, samples, step) {
  const { page, meter, student } = stage;
  const file = { filePath, fileName: FILE_NAME, bytes: BYTES, via: openVia };
  const reference = { filePath, bytes: BYTES, meter };
  const onAppPage = async (op) => {
    await page.goto(kind.uploadPath);
    return op();
  };
  const stored = await step(`${label} store`, OP_LIMIT_MS, () =>
    paired(
      appFirst,
      () => storeThroughApp(page, kind, file, meter),
      () => onAppPage(() => referenceStore(page, 'baseline', reference)),
    ),
  );
  const id = stored?.[0].id;
  const opened =
    id &&
    (await step(`${label} open`, OP_LIMIT_MS, () =>
      paired(
        appFirst,
        () => openThroughApp(page, kind, file, meter),
        () => onAppPage(() => referenceOpen(page, 'baseline', reference)),
      ),
    ));
  const target = { fileName: FILE_NAME, id, uid: student.uid };
  const deleted =
    id && (await step(`${label} delete`, OP_LIMIT_MS, () => deleteThroughApp(page, kind, target)));
  const gone =
    deleted &&
    (await step(`${label} delete for good`, OP_LIMIT_MS, () =>
      deleteForGoodThroughApp(page, kind, target),
    ));
  if (!gone) await forgetStoredFiles(page, kind, student.uid).catch(() => {});
  await dropReference(page, 'baseline').catch(() => {});
  await sleep(SETTLE_MS);

  const naive = await step(`${label} data-URL reference`, OP_LIMIT_MS, async () => {
    await page.goto(kind.uploadPath);
    const naiveStored = await referenceStore(page, 'dataUrl', reference);
    const naiveOpened = await referenceOpen(page, 'dataUrl', reference);
    return { naiveStored, naiveOpened };
  });
  await dropReference(page, 'dataUrl').catch(() => {});
  await sleep(SETTLE_MS);

  const figures = (op, [app, baseline], naiveOp) => ({
    kind: kind.kind,
    op,
    bytes: BYTES,
    ms: app.ms,
    baselineMs: baseline.ms,
    dataUrlMs: naiveOp?.ms,
    memoryGrowthBytes: app.growthBytes,
    baselineMemoryGrowthBytes: baseline.growthBytes,
    dataUrlMemoryGrowthBytes: naiveOp?.growthBytes,
  });
  if (stored) samples.add(figures('store', stored, naive?.naiveStored));
  if (opened) samples.add(figures('open', opened, naive?.naiveOpened));
  if (deleted) samples.add({ kind: kind.kind, op: 'delete', bytes: BYTES, ...deleted });
  if (gone) samples.add({ kind: kind.kind, op: 'deleteForGood', bytes: BYTES, ...gone });
  if (kind.render1000) {
    const rendered = await step(`${label} 1,000-file list`, LIST_LIMIT_MS, () =>
      render1000ThroughApp(page, kind, student.uid),
    );
    if (rendered) samples.add({ kind: kind.kind, op: 'render1000', ...rendered });
    await sleep(SETTLE_MS);
  }
}

async function main() {
  const config = settings();
  const stage = await openSignedInStage('store', { port: 4180 });
  const filePath = join(stage.work, FILE_NAME);
  writeRandomFile(filePath, BYTES);
  onCleanup(() => rmSync(filePath, { force: true }));
  const { page, browser } = stage;
  const { step, failures } = createSteps({ page, recover: () => page.goto('/dashboard') });

  const measured = [];
  for (const kind of config.kinds) {
    if (await uploadScreenExists(page, kind)) measured.push(kind);
    else console.log(`notice: ${kind.uploadPath} is not built yet: skipping ${kind.kind}.`);
  }

  const samples = createSamples();
  for (let run = 1; run <= config.runs && !stopping(); run += 1) {
    for (const kind of measured) {
      if (stopping()) break;
      // Alternate which goes first, so neither always meets a warmer cache or a busier disk.
      const appFirst = run % 2 === 0;
      const label = `${kind.kind}, run ${run}`;
      console.log(
        `run ${run}/${config.runs}: ${kind.kind} (${appFirst ? 'app' : 'baseline'} first)…`,
      );
      await measureRun(
        stage,
        kind,
        { openVia: config.openVia, filePath, appFirst, label },
        samples,
        step,
      );
    }
  }

  if (stopping()) return failures;
  const results = samples.results();
  writeBenchReport('store-report.json', {
    browser: browser.version,
    runs: config.runs,
    openVia: config.openVia,
    results,
    failures,
  });
  console.log(
    `\n${browser.version}, ${cpus().length} CPUs, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; median of ${config.runs} run(s)\n`,
  );
  console.log(formatTable(results));
  return failures;
}

await runBenchmark('bench (store, open, delete, list)', main);

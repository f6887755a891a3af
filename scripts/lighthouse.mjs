// `npm run lighthouse`: Lighthouse 12 (mobile preset: a mid-range phone on a throttled network)
// on the landing page, sign-in and the signed-in dashboard, served as `npm start` serves them (the
// Hosting emulator, compressed, with the deployed headers). Prints the four scores and the paint
// metrics of each page and writes them, with the machine, to bench/lighthouse-report.json.
//
// The audited browser runs with nothing but Lighthouse attached, as a student's would: Playwright
// only signs the student in beforehand, on a profile that it closes before the dashboard's audit.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './bench/cleanup.mjs';
import { ensureBuild, runBenchmark } from './bench/harness.mjs';
import { createStudent, signInStudent } from './bench/student.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.mjs';
import { startStack } from './stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APP_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4183);
const INBOX_PORT = 8793;
// Lighthouse's own advice for a noisy machine: several runs, the median reported.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// `LIGHTHOUSE_PAGES=dashboard` (or landing, sign-in, comma-separated) audits only those.
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'landing,sign-in,dashboard').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/**
 * A Chromium with no test driver attached (only Lighthouse drives it), on a copy of `profile`
 * (or an empty one) with an empty disk cache: every run is a first visit over the network.
 */
async function launchChromium(work, profile) {
  const runDir = mkdtempSync(join(work, 'run-'));
  if (profile) cpSync(profile, runDir, { recursive: true });
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', `--disk-cache-dir=${join(runDir, 'cold')}`],
    userDataDir: runDir,
  });
  // Killing twice is harmless: the cleanup after a failure and the script's own stop.
  onCleanup(() => chrome.kill());
  return { port: chrome.port, stop: () => chrome.kill() };
}

/** `RUNS` audits of `url`, each in a fresh browser; the run of median performance, and all scores. */
async function medianAudit(work, url, { profile } = {}) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { port, stop } = await launchChromium(work, profile);
    try {
      runs.push(await audit(url, port, { keepStorage: Boolean(profile) }));
    } finally {
      await stop();
    }
  }
  // A run Lighthouse could not measure is listed with its reason, and left out of the median.
  const measured = runs.filter((r) => !r.error);
  const sorted = (measured.length > 0 ? measured : runs).toSorted(
    (a, b) => a.scores.performance - b.scores.performance,
  );
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    performanceRuns: runs.map((r) =>
      r.error ? `not measured (${r.error})` : r.scores.performance,
    ),
  };
}

async function audit(url, port, { keepStorage = false } = {}) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // The signed-in page keeps the session the sign-in left on this profile.
    disableStorageReset: keepStorage,
  });
  // LIGHTHOUSE_LHR_DIR=<dir> keeps each run's whole report, for a look at its network and trace.
  if (process.env.LIGHTHOUSE_LHR_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_LHR_DIR, name), JSON.stringify(lhr));
  }
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  // Where the main thread's time goes: the scripts that cost most, for whoever tunes next.
  const bootup = (lhr.audits['bootup-time'].details?.items ?? []).slice(0, 5).map((item) => ({
    url: item.url.replace(/^https?:\/\/[^/]+/, ''),
    ms: Math.round(item.total),
  }));
  // What moved and what painted last: the elements to look at when CLS or LCP is off.
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => ({
    element: item.node?.snippet ?? item.node?.selector ?? 'unknown',
    score: Number(item.score.toFixed(3)),
  }));
  // The longest tasks (simulated), where the blocking time comes from: by script, with when.
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 6).map((item) => ({
    url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
    startMs: Math.round(item.startTime),
    ms: Math.round(item.duration),
  }));
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpElement = lcpItems[0]?.items?.[0]?.node?.snippet;
  return {
    url,
    // A run Lighthouse could not measure (no paint seen, a timeout) scores 0 and says why here.
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    bootup,
    longTasks,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]),
    ),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id].displayValue]),
    ),
    shifts,
    lcpElement,
    failing,
    runWarnings: lhr.runWarnings,
  };
}

/** The dashboard, signed in: Playwright signs a student in on a profile that the audits copy. */
async function auditDashboard(work, base) {
  // The student signs in with Playwright on a profile of its own, which keeps the session.
  const profile = join(work, 'signed-in');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: base,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup(() => context.close());
  const page = context.pages()[0] ?? (await context.newPage());
  const student = await createStudent();
  await signInStudent(page, student);
  // Measured as a first load over the network, like the others: no service worker serving it.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
    for (const key of await caches.keys()) await caches.delete(key);
  });
  await context.close();

  return {
    name: 'dashboard (signed in)',
    ...(await medianAudit(work, `${base}/dashboard`, { profile })),
  };
}

async function main() {
  if (!ensureChromium()) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const work = mkdtempSync(join(tmpdir(), 'studyshelf-lighthouse-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const stack = await startStack({
    appPort: APP_PORT,
    inboxPort: INBOX_PORT,
    dataDir: work,
    // LIGHTHOUSE_DIST=<another build> audits that build instead, for a before-and-after.
    distDir: process.env.LIGHTHOUSE_DIST ?? ensureBuild(),
  });
  onCleanup(() => stack.stop());
  const base = `http://localhost:${APP_PORT}`;

  const pages = [];
  if (PAGES.includes('landing')) {
    pages.push({ name: 'landing', ...(await medianAudit(work, `${base}/`)) });
  }
  if (PAGES.includes('sign-in')) {
    pages.push({ name: 'sign-in', ...(await medianAudit(work, `${base}/signin`)) });
  }
  if (PAGES.includes('dashboard')) pages.push(await auditDashboard(work, base));

  const report = {
    date: new Date().toISOString(),
    lighthouse: `12.8 (mobile preset, simulated throttling), the median of ${RUNS} runs per page`,
    browser: execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim(),
    machine: `${platform()} ${release()}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB`,
    pages,
  };
  writeFileSync(
    join(root, 'bench', 'lighthouse-report.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );

  console.log(`\nLighthouse, mobile preset — ${report.browser}, ${report.machine}\n`);
  console.log('page                    perf  a11y  best  seo   FCP      LCP      TBT     CLS');
  for (const p of pages) {
    const s = p.scores;
    console.log(
      `${p.name.padEnd(24)}${String(s.performance).padEnd(6)}${String(s.accessibility).padEnd(6)}${String(s['best-practices']).padEnd(6)}${String(s.seo).padEnd(6)}${String(p.metrics.FCP).padEnd(9)}${String(p.metrics.LCP).padEnd(9)}${String(p.metrics.TBT).padEnd(8)}${p.metrics.CLS}`,
    );
    if (p.failing.length > 0) console.log(`  not passed: ${p.failing.join(', ')}`);
    console.log(`  performance in each run: ${p.performanceRuns.join(', ')}`);
    console.log(`  main thread: ${p.bootup.map((b) => `${b.url} ${b.ms} ms`).join(', ')}`);
    const tasks = p.longTasks.map((t) => `${t.ms} ms at ${t.startMs} ms (${t.url})`);
    console.log(`  longest tasks: ${tasks.join(', ')}`);
  }
  console.log('\nwritten to bench/lighthouse-report.json');
}

await runBenchmark('lighthouse', main);

// `npm run lighthouse`: Lighthouse 12 (mobile preset: a mid-range phone on a throttled network)
// on the landing page, sign-in and the signed-in dashboard, served as `npm start` serves them (the
// Hosting emulator, compressed, with the deployed headers). Prints the four scores and the paint
// metrics of each page and writes them, with the machine, to bench/lighthouse-report.json.
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, cleanupOnSignals, onCleanup } from './bench/cleanup.mjs';
import { createStudent, signInStudent } from './bench/student.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.mjs';
import { startStack } from './stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APP_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4183);
const INBOX_PORT = 8793;
const DEBUG_PORT = 9333;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

async function audit(url, { keepStorage = false } = {}) {
  const { lhr } = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // The signed-in page keeps the session the sign-in left on this profile.
    disableStorageReset: keepStorage,
  });
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  // Where the main thread's time goes: the scripts that cost most, for whoever tunes next.
  const bootup = (lhr.audits['bootup-time'].details?.items ?? []).slice(0, 5).map((item) => ({
    url: item.url.replace(/^https?:\/\/[^/]+/, ''),
    ms: Math.round(item.total),
  }));
  return {
    url,
    bootup,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]),
    ),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id].displayValue]),
    ),
    failing,
    runWarnings: lhr.runWarnings,
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
    distDir: join(root, 'dist'),
  });
  onCleanup(() => stack.stop());
  const base = `http://localhost:${APP_PORT}`;

  const context = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    baseURL: base,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup(() => context.close());
  const page = context.pages()[0] ?? (await context.newPage());
  const version = (await context.browser()?.version()) ?? 'Chromium';

  const pages = [];
  pages.push({ name: 'landing', ...(await audit(`${base}/`)) });
  pages.push({ name: 'sign-in', ...(await audit(`${base}/signin`)) });

  const student = await createStudent();
  if (!(await signInStudent(page, student))) throw new Error('the student could not sign in');
  // Measured as a first load over the network, like the others: no service worker serving it.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
    for (const key of await caches.keys()) await caches.delete(key);
  });
  await page.goto('about:blank');
  pages.push({
    name: 'dashboard (signed in)',
    ...(await audit(`${base}/dashboard`, { keepStorage: true })),
  });

  const report = {
    date: new Date().toISOString(),
    lighthouse: '12.8 (mobile preset, simulated throttling)',
    browser: version,
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
    console.log(`  main thread: ${p.bootup.map((b) => `${b.url} ${b.ms} ms`).join(', ')}`);
  }
  console.log('\nwritten to bench/lighthouse-report.json');
}

cleanupOnSignals();
try {
  await main();
} finally {
  await cleanup();
}

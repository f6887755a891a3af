// What every benchmark script shares: the stage (the stack, a Chromium profile, a signed-in
// student), steps that each have their own time limit, the report, and the exit. A script gives
// its name and its body; a step that breaks or overstays is named in the report and the run goes
// on with the next one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../stack.mjs';
import { ensureChromium, CHROMIUM_PATH } from '../ensure-chromium.mjs';
import { cleanup, cleanupOnSignals, onCleanup, stopping } from './cleanup.mjs';
import { describeMachine, heapMeter, launchBrowser, openBenchStage } from './browser.mjs';
import { createStudent, signInStudent } from './student.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MB = 1024 * 1024;
export { onCleanup, stopping };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const round = (value) => Math.round(value * 10) / 10;
export const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/** A whole number ≥ 1 from the environment, or the default. */
export function runsFromEnv(fallback, name = 'BENCH_RUNS') {
  const runs = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return runs;
}

/** The build to measure: `BENCH_DIST`, or dist/, built first when it is missing. */
export function ensureBuild() {
  const distDir = process.env.BENCH_DIST ?? join(ROOT, 'dist');
  if (existsSync(join(distDir, 'index.html'))) return distDir;
  if (process.env.BENCH_DIST)
    throw new Error(`BENCH_DIST=${distDir} holds no build (index.html missing)`);
  console.log('dist/ is missing: building the app first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  return distDir;
}

/**
 * The stage of one benchmark: a temporary folder, the stack on `BENCH_PORT` (or `port`), a
 * persistent Chromium profile and a student signed in through the real form with a branch.
 */
export async function openSignedInStage(name, { port = 4180 } = {}) {
  if (!ensureChromium()) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const work = mkdtempSync(join(tmpdir(), `studyshelf-bench-${name}-`));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const stage = await openBenchStage({
    work,
    appPort: Number(process.env.BENCH_PORT ?? port),
    distDir: ensureBuild(),
    startStack,
    onCleanup,
    executablePath: CHROMIUM_PATH,
  });
  const student = await createStudent();
  await signInStudent(stage.page, student);
  return { ...stage, work, student };
}

/** Another persistent profile on the same stack, signed in as `student`. */
export async function anotherProfile(work, name, baseURL, student) {
  const profileDir = join(work, name);
  mkdirSync(profileDir);
  const browser = await launchBrowser({ profileDir, executablePath: CHROMIUM_PATH, baseURL });
  onCleanup(() => browser.context.close());
  await signInStudent(browser.page, student);
  return { page: browser.page, meter: heapMeter(browser.cdp) };
}

/** Where a failed step's page is kept: a screenshot and what it said, to find the cause after. */
const FAILED_STEPS_DIR = join(ROOT, 'test-reports', 'bench-failures');

/** The page as a step left it: a screenshot, and the text of its alerts, statuses and dialogs. */
async function keepPage(page, name) {
  const base = join(FAILED_STEPS_DIR, name.replace(/\W+/g, '-'));
  mkdirSync(FAILED_STEPS_DIR, { recursive: true });
  await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 });
  const said = await page
    .locator('[role=alert], [role=status], [role=dialog]')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()).filter(Boolean));
  writeFileSync(`${base}.txt`, `${page.url()}\n${said.join('\n')}\n`);
  console.error(`  the page at ${page.url()} said: ${JSON.stringify(said)} (kept in ${base}.png)`);
}

/**
 * Steps with a time limit each. `step(name, limitMs, body)` resolves to the body's result, or to
 * undefined when it threw or ran past its limit; either is recorded with the step's name. A
 * failed step's `page` (if given) is kept first, as it was (keepPage); then `recover` (if given)
 * puts the page back in a known state, so that what the step left running cannot hold up the
 * next one.
 */
export function createSteps({ recover, page } = {}) {
  const failures = [];
  async function step(name, limitMs, body) {
    if (stopping()) return undefined;
    const started = Date.now();
    let timer;
    const limit = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`took longer than its limit of ${Math.round(limitMs / 1000)} s`)),
        limitMs,
      );
    });
    try {
      const running = body();
      running.catch(() => {});
      return await Promise.race([running, limit]);
    } catch (error) {
      if (stopping()) return undefined;
      const reason = String(error?.message ?? error).split('\n')[0];
      const failure = `${name}: ${reason} (after ${Math.round((Date.now() - started) / 1000)} s)`;
      console.error(`step failed: ${failure}`);
      failures.push(failure);
      if (page) await keepPage(page, name).catch((e) => console.error(`  page not kept: ${e}`));
      await recover?.().catch((e) => console.error(`recovery after ${name}: ${e?.message ?? e}`));
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
  return { step, failures };
}

/** Writes `bench/{file}` with the browser, machine and date, and any failed steps. */
export function writeBenchReport(file, { browser, failures = [], ...figures }) {
  const path = join(ROOT, 'bench', file);
  mkdirSync(dirname(path), { recursive: true });
  const report = {
    browser,
    machine: describeMachine(),
    date: new Date().toISOString(),
    ...figures,
    ...(failures.length > 0 ? { failures } : {}),
  };
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nReport: ${path}`);
  return path;
}

/**
 * Runs a benchmark script's body with cleanup on exit and on Ctrl-C. The exit code is 1 when the
 * body threw or returned failed steps, so the runner can say which benchmark did not finish.
 */
export async function runBenchmark(name, body, { exitWhenDone = false } = {}) {
  cleanupOnSignals();
  try {
    const failures = (await body()) ?? [];
    if (failures.length > 0) {
      console.error(`\n${name}: ${failures.length} step(s) failed:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } catch (error) {
    if (!stopping()) {
      console.error(`${name}: ${error?.message ?? error}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup();
    // The stock PeerJS server keeps timers of its own once closed; everything else is stopped.
    if (exitWhenDone) process.exit();
  }
}

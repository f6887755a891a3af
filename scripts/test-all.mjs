// `npm test`: every check the project has, with the time each stage took and one closing count.
// First, in two lanes side by side (each is one process busy on one CPU for most of its time):
//   lint → format → unit tests of src/
//   type-check → build → bundle size → tests of scripts/ (which read that build) → the stack
// then, alone, since each keeps both CPUs busy, and against that one stack: end-to-end tests
// (Playwright + Chromium) → engine tests (what differs between engines: storage, preview, search,
// backup and sign-in in Firefox ESR and WebKitGTK).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, TEST_CHROMIUM_PATH } from './ensure-chromium.mjs';
import { ensureEngines } from './ensure-engines.mjs';
import { digestLines, playwrightFailures, vitestFailures } from './failure-digest.mjs';
import { stopOnSignals, SUITE_STACK_RUNNING, suiteStack } from './stack.mjs';

const REPORTS = 'test-reports';
let passed = 0;
let failed = 0;
/** What failed, with the start of its error: said again above the closing count. */
const failures = [];
const stageTimes = [];
const suiteStarted = performance.now();

/**
 * Runs one stage. Alone, its output streams as it comes; beside another stage, it is held and
 * printed whole when the stage ends, so that two stages' lines never interleave.
 */
function run(label, command, args, { env = {}, beside = false } = {}) {
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (!beside) console.log(`\n=== ${label} ===`);
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    let ended = false;
    const end = (ok) => {
      if (ended) return;
      ended = true;
      stageTimes.push({ label, seconds: (performance.now() - started) / 1000, beside });
      if (beside) {
        console.log(`\n=== ${label} ===`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve(ok);
    };
    child.on('close', (code) => end(code === 0));
    // It could not be started at all (no such command): a failed stage, said as such.
    child.on('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      if (!beside) console.error(error.message);
      end(false);
    });
  });
}

function countStep(label, ok) {
  // Lint, format, type-check and build count as one check each.
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push({ title: label, error: '' });
    console.error(`✗ ${label} failed`);
  }
}

/** Runs a Vitest suite with a JSON report and adds its counts (a crash with no report counts once). */
async function runVitest(label, configArgs, reportName, options = {}) {
  const report = `${REPORTS}/${reportName}.json`;
  const ok = await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...configArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    options,
  );
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, 'utf8'));
    passed += counts.numPassedTests;
    failed += counts.numFailedTests + (ok || counts.numFailedTests > 0 ? 0 : 1);
    failures.push(...vitestFailures(counts));
    if (!ok && counts.numFailedTests === 0) failures.push({ title: label, error: '' });
  } else if (!ok) {
    failed += 1;
    failures.push({ title: label, error: 'no report was written' });
  }
}

// Playwright empties test-results/ when it starts: the counts of the other suites live apart.
rmSync(REPORTS, { recursive: true, force: true });
rmSync('test-results', { recursive: true, force: true });

/**
 * One stack for the end-to-end and engine suites, started while the other lane finishes: each
 * suite's set-up would otherwise start and stop its own.
 */
async function startSuiteStack() {
  const started = performance.now();
  try {
    const running = await suiteStack({
      onServiceDied: (reason) => console.error(`\nThe stack stopped during the tests: ${reason}`),
    });
    process.env[SUITE_STACK_RUNNING] = '1';
    // Its emulators run in a process group of their own: a stopped run stops them too.
    stopOnSignals(running);
    stageTimes.push({
      label: 'stack start',
      seconds: (performance.now() - started) / 1000,
      beside: true,
    });
    return running;
  } catch (error) {
    // The suites then start their own, and say what stops them.
    console.error(`The stack for the suites did not start: ${error.message}`);
    return null;
  }
}

let stack = null;
const beside = { beside: true };
const [, buildOk] = await Promise.all([
  (async () => {
    countStep('lint', await run('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], beside));
    countStep('format', await run('format', 'npx', ['prettier', '--check', '.'], beside));
    await runVitest('unit tests of src/', ['--project', 'src'], 'unit', beside);
  })(),
  (async () => {
    countStep('type-check', await run('type-check', 'npx', ['tsc', '-b'], beside));
    // The type-check above is the build's too: vite builds, and the landing screen's size is held.
    const built =
      (await run('build', 'npx', ['vite', 'build'], beside)) &&
      (await run('bundle size', 'node', ['scripts/bundle-size.mjs'], beside));
    countStep('build', built);
    if (built) {
      await runVitest('tests of scripts/', ['--project', 'scripts'], 'scripts', {
        ...beside,
        env: { STUDYSHELF_EMULATOR_BUILD: 'dist' },
      });
      // After the tests of scripts/, which start stacks of their own on the same ports.
      stack = await startSuiteStack();
    }
    return built;
  })(),
]);
const sideBySide = (performance.now() - suiteStarted) / 1000;

if (buildOk) {
  if (ensureChromium(TEST_CHROMIUM_PATH)) {
    const e2eOk = await run('end-to-end tests', 'npx', ['playwright', 'test']);
    const report = `${REPORTS}/e2e.json`;
    if (existsSync(report)) {
      const results = JSON.parse(readFileSync(report, 'utf8'));
      const { stats } = results;
      passed += stats.expected;
      failed += stats.unexpected + stats.flaky;
      failures.push(...playwrightFailures(results));
      if (!e2eOk && stats.unexpected === 0) {
        failed += 1;
        if (!results.errors?.length) failures.push({ title: 'end-to-end tests', error: '' });
      }
    } else if (!e2eOk) {
      failed += 1;
      failures.push({ title: 'end-to-end tests', error: 'no report was written' });
    }
  } else {
    failed += 1;
    failures.push({ title: 'end-to-end tests', error: 'Chromium could not be installed' });
  }

  if (ensureEngines()) {
    await runVitest(
      'engine tests (Firefox, WebKit)',
      ['--config', 'vitest.engines.config.ts'],
      'engines',
    );
  } else {
    failed += 1;
    failures.push({
      title: 'engine tests',
      error: 'Firefox ESR or WebKitGTK could not be installed',
    });
  }
}

await stack?.stop();

const digest = digestLines(failures);
if (digest.length > 0) console.log(['', ...digest].join('\n'));
const minutes = (seconds) => (seconds / 60).toFixed(1).padStart(5);
console.log('\nstage times:');
for (const { label, seconds, beside: inLane } of stageTimes) {
  console.log(`  ${label.padEnd(32)} ${minutes(seconds)} min${inLane ? '  (side by side)' : ''}`);
}
console.log(`  ${'side by side, in all'.padEnd(32)} ${minutes(sideBySide)} min`);
console.log(`  ${'total'.padEnd(32)} ${minutes((performance.now() - suiteStarted) / 1000)} min`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

// `npm test`: every check the project has, in order, with the time each stage took and one
// closing count.
// lint → format → type-check → unit tests of src/ → build (once) → tests of scripts/ (which read
// that build) → end-to-end tests (Playwright + Chromium) → engine tests (what differs between
// engines: storage, preview, search, backup and sign-in in Firefox ESR and WebKitGTK).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, TEST_CHROMIUM_PATH } from './ensure-chromium.mjs';
import { ensureEngines } from './ensure-engines.mjs';

const REPORTS = 'test-reports';
let passed = 0;
let failed = 0;
const stageTimes = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stageTimes.push({ label, seconds: (performance.now() - started) / 1000 });
  return result.status === 0;
}

function countStep(label, ok) {
  // Lint, format, type-check and build count as one check each.
  if (ok) passed += 1;
  else {
    failed += 1;
    console.error(`✗ ${label} failed`);
  }
}

/** Runs a Vitest suite with a JSON report and adds its counts (a crash with no report counts once). */
function runVitest(label, configArgs, reportName, env = {}) {
  const report = `${REPORTS}/${reportName}.json`;
  const ok = run(
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
    env,
  );
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, 'utf8'));
    passed += counts.numPassedTests;
    failed += counts.numFailedTests + (ok || counts.numFailedTests > 0 ? 0 : 1);
  } else if (!ok) failed += 1;
}

// Playwright empties test-results/ when it starts: the counts of the other suites live apart.
rmSync(REPORTS, { recursive: true, force: true });
rmSync('test-results', { recursive: true, force: true });

countStep('lint', run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']));
countStep('format', run('format', 'npx', ['prettier', '--check', '.']));
countStep('type-check', run('type-check', 'npx', ['tsc', '-b']));
runVitest('unit tests of src/', ['--project', 'src'], 'unit');

// The type-check above is the build's too: vite builds, and the landing screen's size is held.
const buildOk =
  run('build', 'npx', ['vite', 'build']) && run('bundle size', 'node', ['scripts/bundle-size.mjs']);
countStep('build', buildOk);

if (buildOk) {
  runVitest('tests of scripts/', ['--project', 'scripts'], 'scripts', {
    STUDYSHELF_EMULATOR_BUILD: 'dist',
  });

  if (ensureChromium(TEST_CHROMIUM_PATH)) {
    const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test']);
    const report = `${REPORTS}/e2e.json`;
    if (existsSync(report)) {
      const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
      passed += stats.expected;
      failed += stats.unexpected + stats.flaky;
      if (!e2eOk && stats.unexpected === 0) failed += 1;
    } else if (!e2eOk) failed += 1;
  } else failed += 1;

  if (ensureEngines()) {
    runVitest(
      'engine tests (Firefox, WebKit)',
      ['--config', 'vitest.engines.config.ts'],
      'engines',
    );
  } else failed += 1;
}

console.log('\nstage times:');
let total = 0;
for (const { label, seconds } of stageTimes) {
  total += seconds;
  console.log(`  ${label.padEnd(32)} ${(seconds / 60).toFixed(1).padStart(5)} min`);
}
console.log(`  ${'total'.padEnd(32)} ${(total / 60).toFixed(1).padStart(5)} min`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

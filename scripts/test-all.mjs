// `npm test`: every check the project has, in order, with one closing count.
// lint → format → type-check → unit tests (Vitest) → build → end-to-end tests (Playwright + Chromium)
// → engine tests (storage, preview, search, backup and sign-in in Chromium, Firefox ESR and WebKitGTK).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureEngines } from './ensure-engines.mjs';

let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
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
function runVitest(label, configArgs, reportName) {
  const report = `test-results/${reportName}.json`;
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, 'utf8'));
    passed += counts.numPassedTests;
    failed += counts.numFailedTests + (ok || counts.numFailedTests > 0 ? 0 : 1);
  } else if (!ok) failed += 1;
}

countStep('lint', run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']));
countStep('format', run('format', 'npx', ['prettier', '--check', '.']));
countStep('type-check', run('type-check', 'npx', ['tsc', '-b']));

rmSync('test-results', { recursive: true, force: true });
runVitest('unit tests', [], 'unit');

const buildOk = run('build', 'npm', ['run', 'build']);
countStep('build', buildOk);

if (buildOk) {
  if (ensureChromium()) {
    const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test']);
    if (existsSync('test-results/e2e.json')) {
      const stats = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).stats;
      passed += stats.expected;
      failed += stats.unexpected + stats.flaky;
      if (!e2eOk && stats.unexpected === 0) failed += 1;
    } else if (!e2eOk) failed += 1;
  } else failed += 1;

  if (ensureChromium() && ensureEngines()) {
    runVitest(
      'engine tests (Chromium, Firefox, WebKit)',
      ['--config', 'vitest.engines.config.ts'],
      'engines',
    );
  } else failed += 1;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

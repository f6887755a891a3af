// `npm run bench`: every benchmark, one after another, each in its own process with its own
// stack and browser, so one that breaks or overstays cannot stop the others. Builds the app once
// first when dist/ is missing. Ends with which benchmarks completed and which did not; exits
// non-zero when any did not. A benchmark's own steps have their own limits (bench/harness.mjs);
// the limit here only ends a process that stopped answering altogether.
//
// BENCH_ONLY=store,reader runs those alone. Every setting of the single benchmarks applies.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureBuild } from './bench/harness.mjs';

const MINUTE = 60_000;
export const BENCHMARKS = [
  { name: 'store', script: 'bench-store.mjs', limitMs: 60 * MINUTE },
  { name: 'library', script: 'bench-library.mjs', limitMs: 60 * MINUTE },
  { name: 'content', script: 'bench-content-search.mjs', limitMs: 90 * MINUTE },
  { name: 'reader', script: 'bench-reader.mjs', limitMs: 40 * MINUTE },
  { name: 'transfer', script: 'bench-transfer.mjs', limitMs: 50 * MINUTE },
  { name: 'lighthouse', script: 'lighthouse.mjs', limitMs: 30 * MINUTE },
];

function selected() {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  if (!only) return BENCHMARKS;
  const unknown = only.filter((name) => !BENCHMARKS.some((b) => b.name === name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ONLY: unknown ${unknown.join(', ')} (known: ${BENCHMARKS.map((b) => b.name).join(', ')})`,
    );
  return BENCHMARKS.filter((b) => only.includes(b.name));
}

/** Runs one benchmark; resolves to how it ended. Ctrl-C reaches it through the process group. */
function runOne({ name, script, limitMs }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [join(ROOT, 'scripts', script)], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    const timer = setTimeout(() => {
      console.error(`\n${name}: still running after ${limitMs / MINUTE} min: stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 40_000).unref();
    }, limitMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const minutes = ((Date.now() - started) / MINUTE).toFixed(1);
      resolve({ name, ok: code === 0, how: signal ?? `exit ${code}`, minutes });
    });
  });
}

ensureBuild();
const outcomes = [];
for (const benchmark of selected()) {
  console.log(`\n=== bench: ${benchmark.name} ===`);
  outcomes.push(await runOne(benchmark));
}
console.log('\nbenchmarks:');
for (const { name, ok, how, minutes } of outcomes)
  console.log(`  ${name.padEnd(11)} ${ok ? 'completed' : `FAILED (${how})`} in ${minutes} min`);
const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
console.log(
  failed.length === 0
    ? `\nbench: all ${outcomes.length} completed; reports in bench/`
    : `\nbench: ${failed.length} of ${outcomes.length} did not complete: ${failed.join(', ')}`,
);
process.exitCode = failed.length === 0 ? 0 : 1;

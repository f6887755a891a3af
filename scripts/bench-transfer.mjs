// `npm run bench` (transfer part): Send to another device, 500 MB (5 notes of 100 MB) from one
// headless Chromium profile to another on this machine through the local pairing service, from
// the click on "Receive files" to "Received 5 files.", with the memory growth of each page;
// against a restore of the same files from a local backup zip in a third profile, in the same run.
// Writes bench/transfer-report.json. A script, not a test: targets are reported, never enforced.
//
// BENCH_DIST, BENCH_PORT as for scripts/bench.mjs
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';
import { ensureChromium, CHROMIUM_PATH } from './ensure-chromium.mjs';
import { cleanup, cleanupOnSignals, onCleanup, stopping } from './bench/cleanup.mjs';
import { describeMachine, heapMeter, launchBrowser, openBenchStage } from './bench/browser.mjs';
import { createStudent, signInStudent } from './bench/student.mjs';
import { downloadBackup, timeRestore } from './bench/backup-ops.mjs';
import { writeRandomFile } from './bench/test-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_PATH = join(root, 'bench', 'transfer-report.json');
const MB = 1024 * 1024;
const FILES = 5;
export const TRANSFER_TARGETS = { memoryGrowthBytesEachSide: 64 * MB };
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/** Another persistent profile on the same stack, signed in as `student`. */
async function anotherProfile(work, name, baseURL, student) {
  const profileDir = join(work, name);
  mkdirSync(profileDir);
  const browser = await launchBrowser({ profileDir, executablePath: CHROMIUM_PATH, baseURL });
  onCleanup(() => browser.context.close());
  if (!(await signInStudent(browser.page, student))) throw new Error(`${name} could not sign in`);
  return { page: browser.page, meter: heapMeter(browser.cdp) };
}

async function showCode(page) {
  await page.goto('/send');
  await page.getByRole('radio', { name: /^All your files/ }).check();
  await page.getByRole('button', { name: 'Show pairing code' }).click();
  const code = page.getByLabel(/^Pairing code [2-9A-Z]( [2-9A-Z]){5}$/);
  await code.waitFor({ timeout: 30_000 });
  return ((await code.textContent()) ?? '').replace(/\s/g, '');
}

async function main() {
  if (!ensureChromium()) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const work = mkdtempSync(join(tmpdir(), 'studyshelf-bench-transfer-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const { stack, page, meter } = await openBenchStage({
    work,
    appPort: Number(process.env.BENCH_PORT ?? 4180),
    distDir: process.env.BENCH_DIST ?? join(root, 'dist'),
    startStack,
    onCleanup,
    executablePath: CHROMIUM_PATH,
  });
  const student = await createStudent();
  if (!(await signInStudent(page, student))) throw new Error('the sender could not sign in');
  const receiver = await anotherProfile(work, 'receiver', stack.appUrl, student);

  console.log(`transfer: storing ${FILES} notes of 100 MB on the sending profile…`);
  const parts = Array.from({ length: FILES }, (_, n) => {
    const path = join(work, `transfer-part-${n + 1}.pdf`);
    writeRandomFile(path, 100 * MB);
    return path;
  });
  await page.goto('/upload-notes/iot');
  await page.locator('input[type=file]').first().setInputFiles(parts);
  await page.getByRole('button', { name: 'Upload Files', exact: true }).click();
  await page.waitForURL(/\/view-notes\/iot$/, { timeout: 300_000 });
  if (stopping()) return;

  console.log('transfer: sending them to the receiving profile…');
  const code = await showCode(page);
  await receiver.page.goto('/receive');
  await receiver.page.getByLabel('Pairing code').fill(code);
  const [sent, received] = await Promise.all([
    meter.measured(() =>
      page.getByText(/^Sent \d+ files? to your other device\.$/).waitFor({ timeout: 600_000 }),
    ),
    receiver.meter.measured(async () => {
      const start = Date.now();
      await receiver.page.getByRole('button', { name: 'Receive files' }).click();
      await receiver.page.getByText(`Received ${FILES} files.`).waitFor({ timeout: 600_000 });
      return Date.now() - start;
    }),
  ]);

  console.log('baseline: backing the same files up, restoring the zip in a third profile…');
  const zipPath = join(work, 'library.zip');
  await downloadBackup(page, zipPath);
  const fresh = await anotherProfile(work, 'restorer', stack.appUrl, student);
  const restored = await timeRestore(fresh.page, fresh.meter, zipPath);

  const report = {
    measuredAt: new Date().toISOString(),
    machine: describeMachine(),
    libraryBytes: FILES * 100 * MB,
    transferMs: received.result,
    senderMemoryGrowthBytes: sent.growthBytes,
    receiverMemoryGrowthBytes: received.growthBytes,
    restoreFromZipMs: Math.round(restored.ms),
    restoreMemoryGrowthBytes: restored.growthBytes,
    transferToRestoreRatio: Math.round((received.result / restored.ms) * 100) / 100,
    targets: TRANSFER_TARGETS,
  };
  mkdirSync(dirname(REPORT_PATH), { recursive: true });
  writeFileSync(REPORT_PATH, `${JSON.stringify(report, null, 2)}\n`);
  const target = mb(TRANSFER_TARGETS.memoryGrowthBytesEachSide);
  console.log(
    `transfer of ${mb(report.libraryBytes)}: ${report.transferMs} ms; memory growth sender ${mb(report.senderMemoryGrowthBytes)}, receiver ${mb(report.receiverMemoryGrowthBytes)} (target < ${target} each)`,
  );
  console.log(
    `restore of the same files from a local zip: ${report.restoreFromZipMs} ms, memory growth ${mb(report.restoreMemoryGrowthBytes)} (transfer ${report.transferToRestoreRatio}× the restore)`,
  );
  console.log(`\nReport: ${REPORT_PATH}`);
}

cleanupOnSignals();
try {
  await main();
} catch (error) {
  if (!stopping()) {
    console.error(`bench-transfer: ${error?.message ?? error}`);
    process.exitCode = 1;
  }
} finally {
  await cleanup();
  // The stock PeerJS server keeps timers of its own once closed; everything else is stopped.
  process.exit();
}

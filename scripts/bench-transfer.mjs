// `npm run bench:transfer`: Send to another device, 500 MB (5 notes of 100 MB) from one
// headless Chromium profile to another on this machine through the local pairing service, from
// the click on "Receive files" to "Received 5 files.", with the memory growth of each page;
// against a restore of the same files from a local backup zip in a third profile, in the same run.
// Writes bench/transfer-report.json. A script, not a test: targets are reported, never enforced.
//
// BENCH_DIST, BENCH_PORT as for scripts/bench-store.mjs
import { join } from 'node:path';
import {
  anotherProfile,
  createSteps,
  mb,
  MB,
  openSignedInStage,
  runBenchmark,
  writeBenchReport,
} from './bench/harness.mjs';
import { downloadBackup, timeRestore } from './bench/backup-ops.mjs';
import { writeRandomFile } from './bench/test-file.mjs';

const FILES = 5;
const MINUTE = 60_000;
export const TRANSFER_TARGETS = { memoryGrowthBytesEachSide: 64 * MB };

async function showCode(page) {
  await page.goto('/send');
  await page.getByRole('radio', { name: /^All your files/ }).check();
  await page.getByRole('button', { name: 'Show pairing code' }).click();
  const code = page.getByLabel(/^Pairing code [2-9A-Z]( [2-9A-Z]){8}$/);
  await code.waitFor({ timeout: 30_000 });
  return ((await code.textContent()) ?? '').replace(/\s/g, '');
}

async function storeParts(page, work) {
  console.log(`transfer: storing ${FILES} notes of 100 MB on the sending profile…`);
  const parts = Array.from({ length: FILES }, (_, n) => {
    const path = join(work, `transfer-part-${n + 1}.pdf`);
    writeRandomFile(path, 100 * MB);
    return path;
  });
  await page.goto('/upload-notes/iot');
  await page.locator('input[type=file]').first().setInputFiles(parts);
  await page.getByRole('button', { name: 'Upload Files', exact: true }).click();
  await page.waitForURL(/\/view-notes\/iot$/, { timeout: 5 * MINUTE });
}

async function send({ page, meter }, receiver) {
  console.log('transfer: sending them to the receiving profile…');
  const code = await showCode(page);
  await receiver.page.goto('/receive');
  await receiver.page.getByLabel('Pairing code').fill(code);
  return Promise.all([
    meter.measured(() =>
      page.getByText(/^Sent \d+ files? to your other device\.$/).waitFor({ timeout: 10 * MINUTE }),
    ),
    receiver.meter.measured(async () => {
      const start = Date.now();
      await receiver.page.getByRole('button', { name: 'Receive files' }).click();
      await receiver.page.getByText(`Received ${FILES} files.`).waitFor({ timeout: 10 * MINUTE });
      return Date.now() - start;
    }),
  ]);
}

async function main() {
  const stage = await openSignedInStage('transfer', { port: 4180 });
  const { stack, page, work, student, browser } = stage;
  const { step, failures } = createSteps({ page, recover: () => page.goto('/dashboard') });
  const receiver = await anotherProfile(work, 'receiver', stack.appUrl, student);

  const stored = await step('storing 500 MB to send', 10 * MINUTE, async () => {
    await storeParts(page, work);
    return true;
  });
  const transfer = stored && (await step('transfer', 15 * MINUTE, () => send(stage, receiver)));

  console.log('baseline: backing the same files up, restoring the zip in a third profile…');
  const zipPath = join(work, 'library.zip');
  const restored =
    stored &&
    (await step('restore from a backup zip', 15 * MINUTE, async () => {
      await downloadBackup(page, zipPath);
      const fresh = await anotherProfile(work, 'restorer', stack.appUrl, student);
      return timeRestore(fresh.page, fresh.meter, zipPath, FILES);
    }));

  const [sent, received] = transfer || [];
  const figures = {
    libraryBytes: FILES * 100 * MB,
    ...(transfer && {
      transferMs: received.result,
      senderMemoryGrowthBytes: sent.growthBytes,
      receiverMemoryGrowthBytes: received.growthBytes,
    }),
    ...(restored && {
      restoreFromZipMs: Math.round(restored.ms),
      restoreMemoryGrowthBytes: restored.growthBytes,
    }),
    ...(transfer &&
      restored && {
        transferToRestoreRatio: Math.round((received.result / restored.ms) * 100) / 100,
      }),
    targets: TRANSFER_TARGETS,
  };
  writeBenchReport('transfer-report.json', { browser: browser.version, ...figures, failures });
  const target = mb(TRANSFER_TARGETS.memoryGrowthBytesEachSide);
  if (transfer)
    console.log(
      `transfer of ${mb(figures.libraryBytes)}: ${figures.transferMs} ms; memory growth sender ${mb(figures.senderMemoryGrowthBytes)}, receiver ${mb(figures.receiverMemoryGrowthBytes)} (target < ${target} each)`,
    );
  if (restored)
    console.log(
      `restore of the same files from a local zip: ${figures.restoreFromZipMs} ms, memory growth ${mb(figures.restoreMemoryGrowthBytes)}` +
        (transfer ? ` (transfer ${figures.transferToRestoreRatio}× the restore)` : ''),
    );
  return failures;
}

await runBenchmark('bench-transfer', main, { exitWhenDone: true });

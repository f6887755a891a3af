// The backup figures of `npm run bench:library`: backing up a 500 MB library and restoring it,
// each against a plain write of the same bytes in the same page. Page functions are self-contained.
import { statSync } from 'node:fs';
import { pickReferenceFile } from './reference-stores.mjs';
import { referenceStore, dropReference } from './references-run.mjs';

/** The save picker, answered with a file in the origin's private file system (real disk writes). */
async function answerPickerWithOpfs(page) {
  await page.evaluate(() => {
    window.showSaveFilePicker = async () =>
      (await navigator.storage.getDirectory()).getFileHandle('bench-backup.zip', { create: true });
  });
}

async function dropOpfs(page) {
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    for (const name of ['bench-backup.zip', 'bench-baseline.bin']) {
      await root.removeEntry(name).catch(() => {});
    }
  });
}

/**
 * Backup: the click on "Back up library" to its "Backed up n files." message, the zip streamed
 * into the picked file. Baseline: the same files picked in the page, as one Blob written to a
 * file of the same file system.
 * @returns {Promise<{ ms: number, growthBytes: number, zipBytes: number, baselineMs: number, baselineGrowthBytes: number }>}
 */
export async function timeBackup(page, meter, filePaths) {
  await page.goto('/dashboard');
  await dropOpfs(page);
  await answerPickerWithOpfs(page);
  const button = page.getByRole('main').getByRole('button', { name: 'Back up library' });
  await button.waitFor();
  const { result: ms, growthBytes } = await meter.measured(async () => {
    const start = Date.now();
    await button.click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Backed up \d+ files?\.$/ })
      .waitFor({ timeout: 300_000 });
    return Date.now() - start;
  });
  const zipBytes = await page.evaluate(
    async () =>
      (
        await (
          await (await navigator.storage.getDirectory()).getFileHandle('bench-backup.zip')
        ).getFile()
      ).size,
  );

  await page.evaluate(() => {
    const input = Object.assign(document.createElement('input'), {
      type: 'file',
      multiple: true,
      id: 'bench-many',
    });
    input.hidden = true;
    document.body.append(input);
  });
  await page.setInputFiles('#bench-many', filePaths);
  const baseline = await meter.measured(() =>
    page.evaluate(async () => {
      const input = document.getElementById('bench-many');
      const start = performance.now();
      const blob = new Blob([...input.files]);
      const handle = await (
        await navigator.storage.getDirectory()
      ).getFileHandle('bench-baseline.bin', {
        create: true,
      });
      const writable = await handle.createWritable();
      await writable.write(blob);
      await writable.close();
      input.remove();
      return performance.now() - start;
    }),
  );
  await dropOpfs(page);
  return {
    ms,
    growthBytes,
    zipBytes,
    baselineMs: baseline.result,
    baselineGrowthBytes: baseline.growthBytes,
  };
}

/**
 * Restore: the zip (saved by a download backup) picked in the panel, from the Restore click to
 * "Restored n files.", which must name every one of the zip's `files`; the notes must have been
 * deleted for good first. Baseline: the same zip written as
 * 1 MB Blob slices in one IndexedDB transaction (the store's own floor).
 * @returns {Promise<{ ms: number, growthBytes: number, baselineMs: number, baselineGrowthBytes: number }>}
 */
export async function timeRestore(page, meter, zipPath, files) {
  await page.goto('/dashboard');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Restore from backup' }).click();
  await (await chooser).setFiles(zipPath);
  const restore = page.getByRole('dialog').getByRole('button', { name: 'Restore' });
  await restore.waitFor({ timeout: 60_000 });
  const outcome = page.getByText(/^Restored \d+ files?/);
  const { result: ms, growthBytes } = await meter.measured(async () => {
    const start = Date.now();
    await restore.click();
    await outcome.waitFor({ timeout: 300_000 });
    return Date.now() - start;
  });
  // A restore that wrote fewer files than the zip holds timed something else.
  const said = (await outcome.innerText()).trim();
  if (said !== `Restored ${files} files.`)
    throw new Error(`the restore said "${said}", not "Restored ${files} files."`);
  const baseline = await referenceStore(page, 'baseline', {
    filePath: zipPath,
    bytes: statSync(zipPath).size,
    meter,
  });
  await dropReference(page, 'baseline');
  return { ms, growthBytes, baselineMs: baseline.ms, baselineGrowthBytes: baseline.growthBytes };
}

/** Saves a backup as a download (no picker) to `path`, for the restore. */
export async function downloadBackup(page, path) {
  await page.goto('/dashboard');
  // Chromium's picker is on Window.prototype, out of reach of a delete on window; shadowed here,
  // the app takes the download path (headless Chromium would wait for ever on a picker).
  await page.evaluate(() =>
    Object.defineProperty(window, 'showSaveFilePicker', { value: undefined, configurable: true }),
  );
  const download = page.waitForEvent('download', { timeout: 300_000 });
  await page.getByRole('main').getByRole('button', { name: 'Back up library' }).click();
  await (await download).saveAs(path);
}

export { pickReferenceFile };

/**
 * On a computer whose browser can write to a folder (Chromium), the student chooses a backup
 * folder once; after each change the whole library is written there as one zip, kept across
 * visits, which restores in a fresh profile.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { onAnotherDevice, restoreBackup } from './backup-files';
import { asStudent as test, expect } from './fixtures';
import { expectSameFiles, notesOf, upload } from './files';
import { writePdf } from './sample-files';

/** The zip in the chosen folder as bytes (base64 to cross into the test), or null if not there. */
async function zipInFolder(page: Page): Promise<Buffer | null> {
  const base64 = await page.evaluate(async () => {
    try {
      const root = await navigator.storage.getDirectory();
      const folder = await root.getDirectoryHandle('Backups');
      const file = await (await folder.getFileHandle('studyshelf-backup.zip')).getFile();
      const bytes = new Uint8Array(await file.arrayBuffer());
      let text = '';
      for (let at = 0; at < bytes.length; at += 0x8000)
        text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(text);
    } catch {
      return null;
    }
  });
  return base64 === null ? null : Buffer.from(base64, 'base64');
}

test('a chosen backup folder receives the whole library after each change, kept across visits, and its zip restores in a fresh profile', async ({
  browser,
  page,
  context,
  student,
  files,
}) => {
  test.setTimeout(120_000);
  // The folder picker is the system's own window, out of a test's reach: the folder "chosen" is
  // a real one of the browser's own file system, written through the same handle API.
  await context.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle('Backups', { create: true }),
    });
  });
  const graphs = writePdf(files.path('graphs.pdf'), 2);
  await upload(page, notesOf('dsa'), [graphs]);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Choose a backup folder' }).click();
  await expect(
    page.getByText(/^Backs up to “Backups” after every change\. Last written /),
  ).toBeVisible();
  await expect(page.getByText('Today, a backup')).toBeVisible();
  expect((await zipInFolder(page))?.includes('graphs.pdf')).toBe(true);

  // A later visit: the folder is remembered, and a change is backed up there by itself.
  await page.reload();
  await expect(page.getByText('Backs up to “Backups” after every change.')).toBeVisible();
  const trees = writePdf(files.path('trees.pdf'), 3);
  await upload(page, notesOf('dsa'), [trees]);
  await expect
    .poll(async () => (await zipInFolder(page))?.includes('trees.pdf') ?? false, {
      timeout: 30_000,
    })
    .toBe(true);
  const zip = files.path('from-folder.zip');
  writeFileSync(zip, (await zipInFolder(page)) ?? Buffer.alloc(0));

  await onAnotherDevice(browser, student, async (fresh) => {
    await restoreBackup(fresh, zip, {
      before: /This backup holds 2 notes/,
      after: 'Restored 2 files.',
    });
    await expectSameFiles(fresh, '/view-notes/dsa', [graphs, trees]);
  });

  // Stopped: the folder is forgotten.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Stop automatic backup' }).click();
  await expect(page.getByRole('button', { name: 'Choose a backup folder' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose a backup folder' })).toBeVisible();
});

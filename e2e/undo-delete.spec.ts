import type { Page } from '@playwright/test';
import {
  downloadFromList,
  MB,
  readFileDb,
  readStoredList,
  sha256OfFile,
  writeRandomFile,
  startUpChecksDone,
  upload,
  notesOf,
} from './files';
import { asStudent, expect } from './fixtures';

const test = asStudent;
const NAME = 'week-3.pdf';

async function deleteNote(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Delete ${NAME}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted '${NAME}'.` })).toBeVisible();
}

/** The stored records of the note's bytes: its metadata record and its chunks. */
async function storedBytes(page: Page): Promise<number> {
  return (await readFileDb(page)).entries.length;
}

test('a deleted file can be undone for 10 seconds; then it waits in the Trash, bytes and all', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [writeRandomFile(files.path(NAME), 2 * MB + 7)]);
  await expect(page.getByText(NAME, { exact: true })).toBeVisible();
  // The Undo window's time is the test's to move: no ten seconds of waiting.
  await page.clock.install();
  await deleteNote(page);
  // At the foot of the screen, 16 px (bottom-4) from its edge, on every screen alike.
  const toast = page.getByRole('status').filter({ hasText: `Deleted '${NAME}'.` });
  await expect(toast).toContainText('It is in the Trash for 30 days.');
  expect(
    await toast.evaluate((region) => innerHeight - region.getBoundingClientRect().bottom),
  ).toBe(16);
  await page.clock.runFor(8_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2_500);
  await expect(toast).toHaveCount(0);
  expect(await readStoredList(page, 'notes_dsa')).toEqual([]);
  // Out of its list, but not gone: the Trash keeps its bytes.
  expect(await storedBytes(page)).toBe(4);
  await page.goto('/trash');
  await expect(
    page.getByRole('list', { name: 'Files in the Trash' }).getByRole('listitem'),
  ).toHaveText([new RegExp(`${NAME.replace('.', '\\.')}.*From Notes · DSA`)]);
});

test('a tab closed during the Undo leaves the file whole in the Trash, or whole in its list once undone', async ({
  page,
  context,
  files,
}) => {
  const original = writeRandomFile(files.path(NAME), 2 * MB + 7);
  await upload(page, notesOf('dsa'), [original]);
  await deleteNote(page);
  await page.close();

  const next = await context.newPage();
  await next.goto('/view-notes/dsa');
  await expect(next.getByRole('heading', { name: 'No files uploaded yet' })).toBeVisible();
  // The start-up sweep leaves the bytes the Trash names.
  await startUpChecksDone(next);
  expect(await storedBytes(next)).toBe(4);
  await next.goto('/trash');
  await next.getByRole('button', { name: `Restore ${NAME}` }).click();
  await expect(next.getByText(`Restored '${NAME}' to its list.`)).toBeVisible();
  await next.goto('/view-notes/dsa');
  expect(await downloadFromList(next, NAME)).toEqual({
    name: NAME,
    sha256: await sha256OfFile(original),
  });

  await deleteNote(next);
  await next.getByRole('button', { name: 'Undo' }).click();
  await next.close();

  const last = await context.newPage();
  await last.goto('/view-notes/dsa');
  await expect(last.getByText(NAME, { exact: true })).toBeVisible();
  await startUpChecksDone(last);
  expect(await downloadFromList(last, NAME)).toEqual({
    name: NAME,
    sha256: await sha256OfFile(original),
  });
});

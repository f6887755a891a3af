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

test('a deleted file can be undone for 10 seconds; then its bytes go', async ({ page, files }) => {
  await upload(page, notesOf('dsa'), [writeRandomFile(files.path(NAME), 2 * MB + 7)]);
  await expect(page.getByText(NAME, { exact: true })).toBeVisible();
  // The Undo window's time is the test's to move: no ten seconds of waiting.
  await page.clock.install();
  await deleteNote(page);
  // At the foot of the screen, 16 px (bottom-4) from its edge, on every screen alike.
  const toast = page.getByRole('status').filter({ hasText: `Deleted '${NAME}'.` });
  expect(
    await toast.evaluate((region) => innerHeight - region.getBoundingClientRect().bottom),
  ).toBe(16);
  // Still there at 8 s: the bytes wait for the Undo.
  await page.clock.runFor(8_000);
  await expect(toast).toBeVisible();
  expect(await storedBytes(page)).toBe(4);
  await page.clock.runFor(2_500);
  await expect(toast).toHaveCount(0);
  await expect.poll(() => storedBytes(page)).toBe(0);
  expect(await readStoredList(page, 'notes_dsa')).toEqual([]);
});

test('a tab closed during the Undo leaves the file fully gone at the next start, or fully back once undone', async ({
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
  // The start-up sweep takes the bytes no list names any more.
  await expect.poll(() => storedBytes(next)).toBe(0);

  await upload(next, notesOf('dsa'), [original]);
  await expect(next.getByText(NAME, { exact: true })).toBeVisible();
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

import {
  readFileDb,
  startUpChecksDone,
  sha256OfFile,
  writeRandomFile,
  MB,
  downloadFromList,
  upload,
  notesOf,
} from './files';
import { asStudent, expect } from './fixtures';
import { deleteFileDbRecord } from './kinds-files';
import { writeText } from './sample-files';

const test = asStudent;

test('an unreadable list survives an upload and a restart with its large files intact, and Repair brings them back', async ({
  page,
  files,
}) => {
  const lecture = writeRandomFile(files.path('lecture.pdf'), 5 * MB);
  await upload(page, notesOf('dsa'), [lecture]);
  await page.evaluate(() => localStorage.setItem('notes_dsa', '[{"id":"broken'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No files uploaded yet' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'This list could not be read' });
  await expect(notice).toBeVisible();

  await upload(page, notesOf('dsa'), [writeText(files.path('after.txt'), 'new')]);
  await expect(page.getByText('after.txt')).toBeVisible();
  await expect(notice).toBeVisible();
  // A restart runs the start-up sweep: the large file's bytes must survive it.
  await page.reload();
  await expect(page.getByText('after.txt')).toBeVisible();
  await startUpChecksDone(page);
  expect((await readFileDb(page)).entries).toHaveLength(6);

  await notice.getByRole('button', { name: 'Repair' }).click();
  await expect(page.getByText('Repaired: the list holds 2 files again.')).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await downloadFromList(page, 'lecture.pdf')).toEqual({
    name: 'lecture.pdf',
    sha256: await sha256OfFile(lecture),
  });
});

test('a chunked file missing a chunk says File not found in storage, never a shorter file, and its row can be removed', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('iot'), [writeRandomFile(files.path('sensors.pdf'), 3 * MB)]);
  const { entries } = await readFileDb(page);
  const chunk = entries.find((entry) => entry.chunkIndex === 1);
  await deleteFileDbRecord(page, chunk?.id ?? '');

  await page.getByRole('button', { name: 'Download sensors.pdf', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('File not found in storage');
  await page.getByRole('button', { name: 'Remove the broken entry sensors.pdf' }).click();
  await expect(page.getByRole('heading', { name: 'No files uploaded yet' })).toBeVisible();
  expect((await readFileDb(page)).entries).toEqual([]);
});

test('the integrity check lists a file that lost a chunk and repairs the library on request', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('focs'), [
    writeRandomFile(files.path('automata.pdf'), 3 * MB),
    writeRandomFile(files.path('grammars.pdf'), 2 * MB),
  ]);
  const { entries } = await readFileDb(page);
  const chunk = entries.find((entry) => entry.chunkIndex === 2);
  await deleteFileDbRecord(page, chunk?.id ?? '');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Check integrity' }).click();
  const report = page.getByRole('status').filter({ hasText: 'Integrity check:' });
  await expect(report).toContainText('1 entry has lost its bytes');
  await expect(report.getByRole('listitem')).toHaveText(['automata.pdf']);
  await report.getByRole('button', { name: 'Repair' }).click();
  await expect(
    page.getByText(
      'Repaired: broken entries removed, files that had lost their list entry listed again, and leftover data cleared.',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Check integrity' }).click();
  await expect(
    page.getByText(/every listed file is whole and no leftover data remains/),
  ).toBeVisible();
  await page.goto('/view-notes/focs');
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveText([
    /grammars\.pdf/,
  ]);
});

import { expectNoSeriousA11yViolations } from './axe';
import { upload, writeRandomFile, notesOf } from './files';
import { asStudent, expect } from './fixtures';
import { writePdf, writePng, writeText } from './sample-files';

const test = asStudent;

test('sort and filter change the rows and their order, per list, and survive a reload', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [
    writeRandomFile(files.path('b-trees.pdf'), 3000),
    writeText(files.path('a-intro.txt'), 'x'),
    writePng(files.path('c-board.png'), 4, 4),
    writeRandomFile(files.path('d-heaps.pdf'), 100),
  ]);
  const names = page.getByRole('list', { name: 'Files' }).getByRole('listitem');
  const nameOrder = () =>
    names.evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''));
  // The list is drawn once the upload's page has moved to it: wait for its rows, not a moment.
  await expect(names).toHaveCount(4);
  // The spec's default: newest first (the last picked was stored last).
  expect(await nameOrder()).toEqual(['d-heaps.pdf', 'c-board.png', 'a-intro.txt', 'b-trees.pdf']);

  await page.getByLabel('Sort by').selectOption({ label: 'Name (A to Z)' });
  expect(await nameOrder()).toEqual(['a-intro.txt', 'b-trees.pdf', 'c-board.png', 'd-heaps.pdf']);
  await page.getByLabel('Sort by').selectOption({ label: 'Largest first' });
  expect((await nameOrder())[0]).toBe('b-trees.pdf');
  await page.getByLabel('File type').selectOption({ label: 'PDF' });
  await expect(names).toHaveCount(2);
  expect(await nameOrder()).toEqual(['b-trees.pdf', 'd-heaps.pdf']);
  await expect(page.getByText('4 files · 2 shown')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('size-desc');
  await expect(page.getByLabel('File type')).toHaveValue('pdf');
  expect(await nameOrder()).toEqual(['b-trees.pdf', 'd-heaps.pdf']);

  await page.getByLabel('File type').selectOption({ label: 'Slides' });
  await expect(page.getByText('No Slides files in this list.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all types' }).click();
  await expect(names).toHaveCount(4);

  // Another list keeps the spec's default.
  await upload(page, notesOf('iot'), [writeText(files.path('mqtt.txt'), 'x')]);
  await expect(page.getByLabel('Sort by')).toHaveValue('date-desc');
  await expect(page.getByLabel('File type')).toHaveValue('all');
});

test('starred and recent files show on the dashboard, open from there, and leave when deleted', async ({
  page,
  files,
}) => {
  await upload(page, { uploadPath: '/upload-reference-books/big-data', button: 'Upload Books' }, [
    writePdf(files.path('hadoop.pdf'), 2),
  ]);
  await upload(page, notesOf('dsa'), [
    writeText(files.path('stacks.txt'), 'LIFO'),
    writeText(files.path('queues.txt'), 'FIFO'),
  ]);

  const star = page.getByRole('button', { name: 'Star stacks.txt' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent files' });
  const starred = page.getByRole('region', { name: 'Starred files' });
  // Uploads are recent files, newest first.
  await expect(recent.getByRole('button', { name: /^Open / })).toHaveText([
    /queues\.txt/,
    /stacks\.txt/,
    /hadoop\.pdf.*Reference books · Big Data/,
  ]);
  await expect(starred.getByRole('button', { name: /^Open / })).toHaveText([/stacks\.txt/]);
  await expectNoSeriousA11yViolations(page);

  // One click opens it; opening makes it the most recent.
  await recent.getByRole('button', { name: /^Open hadoop\.pdf/ }).click();
  const dialog = page.getByRole('dialog', { name: 'hadoop.pdf' });
  await expect(dialog.getByRole('toolbar').getByText('Page 1 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(recent.getByRole('button', { name: /^Open / }).first()).toHaveText(/hadoop\.pdf/);

  // Kept across a reload; the way to the row in its list.
  await page.reload();
  await starred.getByRole('link', { name: 'Show stacks.txt in its list' }).click();
  await expect(page).toHaveURL(/\/view-notes\/dsa\?row=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete stacks.txt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Files' }).getByText('stacks.txt')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(starred.getByText('Star a file in any list to keep it here.')).toBeVisible();
  await expect(recent.getByRole('button', { name: /^Open / })).toHaveText([
    /hadoop\.pdf/,
    /queues\.txt/,
  ]);
});

test('Recent refills from the student’s own files when one of its files is deleted', async ({
  page,
  files,
}) => {
  // Nine uploads: Recent keeps eight, newest first, so the first one is not among them.
  const names = Array.from({ length: 9 }, (_, index) => `week-${index + 1}.txt`);
  await upload(
    page,
    notesOf('dsa'),
    names.map((name) => writeText(files.path(name), name)),
  );
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent files' });
  const opens = recent.getByRole('button', { name: /^Open / });
  await expect(opens).toHaveText(
    names
      .slice(1)
      .reverse()
      .map((name) => new RegExp(name)),
  );

  await page.goto('/view-notes/dsa');
  await page.getByRole('button', { name: 'Delete week-9.txt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Files' }).getByText('week-9.txt')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(opens).toHaveText(
    names
      .slice(0, 8)
      .reverse()
      .map((name) => new RegExp(name)),
  );
});

/**
 * A subject's page: its notes, papers and books gathered (each list as the spec keeps it), its
 * newest files, a search among them, and the way there from its screens.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { notesOf, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { writePdf, writeText } from './sample-files';

const listCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Lists of Big Data' }).getByRole('region', { name });

test('a subject page gathers its notes, papers and books with their counts, newest files and a search', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('big-data'), [
    writeText(files.path('hadoop-basics.txt'), 'HDFS'),
    writeText(files.path('spark-streaming.txt'), 'Spark'),
  ]);
  await upload(page, { uploadPath: '/upload-papers/big-data/end-sem', button: 'Upload Papers' }, [
    writePdf(files.path('big-data-end-sem-2025.pdf'), 1),
  ]);
  await upload(page, { uploadPath: '/upload-reference-books/big-data', button: 'Upload Books' }, [
    writePdf(files.path('mining-massive-datasets.pdf'), 1),
  ]);
  // A file of another subject stays off this page.
  await upload(page, notesOf('dsa'), [writeText(files.path('heaps.txt'), 'Heaps')]);

  // From a list of the subject, as from its papers' screen.
  await page.goto('/view-notes/big-data');
  await page.getByRole('link', { name: 'Everything on Big Data' }).click();
  await expect(page).toHaveURL(/\/subjects\/big-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Big Data' })).toBeVisible();
  await expect(page).toHaveTitle('Big Data · StudyShelf');
  await expect(
    page.getByRole('list', { name: 'Lists of Big Data' }).getByRole('heading'),
  ).toHaveText([
    'Notes · Big Data',
    'Question papers · Big Data · Mid Semester',
    'Question papers · Big Data · End Semester',
    'Reference books · Big Data',
  ]);
  await expect(listCard(page, 'Notes · Big Data')).toContainText('2 files');
  await expect(listCard(page, 'Question papers · Big Data · Mid Semester')).toContainText(
    'No files yet',
  );
  await expect(listCard(page, 'Question papers · Big Data · End Semester')).toContainText('1 file');
  await expect(listCard(page, 'Reference books · Big Data')).toContainText('1 file');

  // Newest first, of every kind, and nothing of DSA.
  const newest = page.getByRole('list', { name: 'Newest files of Big Data' });
  await expect(newest.getByRole('link')).toHaveCount(4);
  await expect(newest.getByRole('link').first()).toContainText('mining-massive-datasets.pdf');
  await expect(newest).not.toContainText('heaps.txt');
  await expectNoSeriousA11yViolations(page);

  const search = page.getByRole('searchbox', { name: 'Name of a file of Big Data' });
  await search.fill('SPARK stream');
  await expect(page.getByRole('status').filter({ hasText: '1 file of Big Data' })).toBeVisible();
  const found = page.getByRole('list', { name: 'Files of Big Data found' });
  await expect(found.getByRole('link')).toHaveText([/spark-streaming\.txt/]);
  await search.fill('heaps');
  await expect(
    page.getByRole('status').filter({ hasText: 'No file of Big Data is named with “heaps”.' }),
  ).toBeVisible();

  // A file found opens over its own list.
  await search.fill('spark');
  await found.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/view-notes\/big-data\?file=/);
  await expect(page.getByRole('dialog', { name: 'spark-streaming.txt' })).toBeVisible();

  // Each list's card leads to its screens.
  await page.goto('/question-papers/big-data');
  await page.getByRole('link', { name: 'Everything on Big Data' }).click();
  await listCard(page, 'Question papers · Big Data · End Semester')
    .getByRole('link', { name: 'View Question papers · Big Data · End Semester' })
    .click();
  await expect(page).toHaveURL(/\/view-papers\/big-data\/end-sem$/);
});

test('files dropped on a list of a subject page open its upload screen; an unknown subject is an unknown path', async ({
  page,
}) => {
  await page.goto('/subjects/big-data');
  await expect(page.getByText('No files of Big Data yet.', { exact: false })).toBeVisible();
  const card = await listCard(page, 'Reference books · Big Data').elementHandle();
  if (!card) throw new Error('no card');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4'], 'mmds.pdf', { type: 'application/pdf' }));
    return transfer;
  });
  await card.dispatchEvent('dragenter', { dataTransfer });
  await expect(
    page.getByRole('status').filter({ hasText: 'Drop to upload to Reference books · Big Data' }),
  ).toBeVisible();
  await card.dispatchEvent('drop', { dataTransfer });
  await expect(page).toHaveURL(/\/upload-reference-books\/big-data$/);
  await expect(page.getByRole('button', { name: 'Remove mmds.pdf' })).toBeVisible();

  await page.goto('/subjects/astrology');
  await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
});

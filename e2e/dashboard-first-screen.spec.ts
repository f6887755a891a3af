/**
 * On a laptop the dashboard's first screen holds the student's own files: the file last read,
 * to continue at its page, and the recent and starred files, under the five cards in one row.
 */
import { notesUploadOf, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { writePdf, writeText } from './sample-files';

const LAPTOP_WINDOW = { width: 1280, height: 720 };

test('in a 1280×720 window the cards, the file last read and the recent files need no scrolling', async ({
  page,
  files,
}) => {
  await upload(page, notesUploadOf('dsa'), [
    writePdf(files.path('graphs.pdf'), 5),
    writeText(files.path('week-1.txt'), 'Week 1'),
  ]);
  await page.goto('/view-notes/dsa');
  await page.getByRole('link', { name: 'graphs.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'graphs.pdf' });
  await expect(viewer.getByRole('toolbar').getByText('Page 1 of 5')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(viewer.getByRole('toolbar').getByText('Page 3 of 5')).toBeVisible();
  await page.keyboard.press('Escape');
  // A file opened after it, with no page to return to, does not take its place.
  await page.getByRole('link', { name: 'week-1.txt' }).click();
  await expect(page.getByRole('dialog', { name: 'week-1.txt' })).toContainText('Week 1');
  await page.keyboard.press('Escape');

  await page.setViewportSize(LAPTOP_WINDOW);
  await page.goto('/dashboard');
  const continueReading = page.getByRole('region', { name: 'Continue reading' });
  await expect(continueReading).toContainText('graphs.pdf');
  await expect(continueReading).toContainText('Page 3 of 5');
  const recent = page.getByRole('region', { name: 'Recent files' });
  const firstScreen = [
    ...[
      'Subject Notes',
      'Question Papers',
      'Lecture Schedules',
      'Reference Books',
      'Contact Me',
    ].map((name) => page.getByRole('link', { name, exact: true })),
    continueReading.getByRole('button', { name: /^Continue reading graphs\.pdf/ }),
    recent.getByRole('button', { name: /^Open week-1\.txt/ }),
    page.getByRole('region', { name: 'Starred files' }).getByRole('heading'),
  ];
  for (const shown of firstScreen) {
    await expect(shown).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await continueReading.getByRole('button', { name: /^Continue reading graphs\.pdf/ }).click();
  await expect(viewer.getByRole('toolbar').getByText('Page 3 of 5')).toBeVisible();
});

/**
 * The preview's tests that time the page's tasks or count what it draws frame by frame: run with
 * the timed tests, alone, so that a neighbouring test's work on the same CPUs is not counted.
 */
import type { Locator, Page } from '@playwright/test';
import { scrollReader } from '../scripts/probes/scroll-reader.mjs';
import { writeFileSync } from 'node:fs';
import { SETTLE_MS } from '../src/features/preview/pdf/use-drawn-view';
import { watchCsp } from './csp-watch';
import { MB, notesOf, upload } from './files';
import { asStudent, expect } from './fixtures';
import { forgetLongTasks, leastLongestTask, longestTask, recordLongTasks } from './long-tasks';
import { writeLongWordDocument, writeSlideDeck, writeTablesWordDocument } from './document-files';
import { writePdf, writeText } from './sample-files';

const test = asStudent;

/**
 * Opens the preview of `name`, waits until `shown` holds, closes it again: the longest main-thread
 * task in that time.
 */
async function previewLongestTask(
  page: Page,
  name: string,
  shown: (dialog: Locator) => Promise<void>,
): Promise<number> {
  await forgetLongTasks(page);
  await page.getByRole('button', { name: `Preview ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await shown(dialog);
  const measured = await longestTask(page);
  console.log(`${name}: longest main-thread task ${Math.round(measured)} ms`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return measured;
}

test('a flick through a long book draws the pages where it stops, not every page it flies past', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('ai-ml'), [writePdf(files.path('long-book.pdf'), 120)]);
  await page.getByRole('button', { name: 'Preview long-book.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'long-book.pdf' });
  await expect(dialog.getByRole('toolbar').getByText('Page 1 of 120')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Page 1' }).locator('canvas')).toBeVisible();
  const reader = dialog.getByRole('region', { name: /^long-book\.pdf, page/ });
  // A fling: 600 px a frame, from the first page to the last, counting the canvases made, and
  // the frames that came SETTLE_MS or more after the one before: there the view did stop, on a
  // machine too busy to draw frames, and the pages in it are drawn as they should be.
  const { gaps, canvasesMade: made } = await reader.evaluate(scrollReader, {
    stepPx: 600,
    afterMs: 1000,
  });
  const lateFrames = gaps.filter((gap) => gap >= SETTLE_MS).length;
  await expect(dialog.getByRole('toolbar').getByText('Page 120 of 120')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Page 120' }).locator('canvas')).toBeInViewport();
  // The pages around the end, and perhaps those around the flick's first frame; and where a
  // frame came late, the view it stopped at and the next one, which came slowly (four pages
  // each at most, as at rest): not 120.
  expect(made).toBeLessThanOrEqual(12 + 8 * lateFrames);
});

test('a 50 MB CSV, and one of a million empty cells, preview without holding up the page', async ({
  page,
  files,
}) => {
  test.setTimeout(180_000);
  const line = `${Array.from({ length: 20 }, (_, column) => `cell ${column}`).join(',')}\n`;
  const big = files.path('attendance.csv');
  writeFileSync(big, line.repeat(Math.ceil((50 * MB) / line.length)));
  const empty = files.path('empty-grid.csv');
  writeFileSync(empty, `${','.repeat(999)}\n`.repeat(1000));
  const warmUp = writeText(files.path('week.csv'), 'Day,Room\nMon,101\n');
  await upload(page, { uploadPath: '/upload-schedule', button: 'Upload Schedules' }, [
    big,
    empty,
    warmUp,
  ]);
  await recordLongTasks(page);
  const violations = await watchCsp(page);
  await page.goto('/view-schedules');
  // The preview's own code is fetched and compiled once, before anything is measured.
  await page.getByRole('button', { name: 'Preview week.csv' }).click();
  await expect(page.getByRole('dialog', { name: 'week.csv' }).getByRole('table')).toBeVisible();
  await page.keyboard.press('Escape');

  // Alone on this machine: 0 ms in earlier runs, 105 and 89 ms in a later one. Beside another
  // test on its two CPUs, a task was stretched to 166, 199 and 264 ms in whole runs: so it runs
  // with the timed tests, alone. Three times the 50 ms aim still catches the old preview, which
  // drew its table in one task of 628 ms every time.
  const bound = 150;
  for (const [name, rows] of [
    ['attendance.csv', 1000],
    ['empty-grid.csv', 400],
  ] as const) {
    const longest = await leastLongestTask(bound, () =>
      previewLongestTask(page, name, async (dialog) => {
        await expect(
          dialog.getByText(`Showing the first ${rows.toLocaleString('en-US')} rows`),
        ).toBeVisible();
        await expect(dialog.getByRole('row')).toHaveCount(rows);
      }),
    );
    expect(longest, name).toBeLessThan(bound);
  }
  // The worker is one of the app's own scripts: the CSP lets it run.
  expect(violations).toEqual([]);
});

test('a Word document of 200,000 paragraphs, one of a 20,000-cell table, one of forty tables and a deck of 10,000 slides show their start without holding up the page', async ({
  page,
  files,
}) => {
  test.setTimeout(180_000);
  const slides = Array.from({ length: 10_000 }, (_, index) => ({
    title: `Slide title ${index + 1}`,
    text: `Point ${index + 1}`,
  }));
  await upload(page, notesOf('dsa'), [
    await writeLongWordDocument(files.path('flood.docx'), 200_000),
    await writeSlideDeck(files.path('flood.pptx'), slides),
    await writeSlideDeck(files.path('warm-up.pptx'), slides.slice(0, 2)),
    await writeTablesWordDocument(files.path('one-table.docx'), {
      tables: 1,
      rows: 1000,
      columns: 20,
    }),
    await writeTablesWordDocument(files.path('forty-tables.docx'), {
      tables: 40,
      rows: 25,
      columns: 20,
    }),
  ]);
  await recordLongTasks(page);
  const violations = await watchCsp(page);
  await page.goto('/view-notes/dsa');
  // The viewer's own code is fetched and compiled once, before anything is measured.
  await page.getByRole('button', { name: 'Preview warm-up.pptx' }).click();
  await expect(page.getByRole('dialog', { name: 'warm-up.pptx' })).toContainText('Point 2');
  await page.keyboard.press('Escape');

  // Parsing runs in a worker; the page only draws the first blocks, then the rest in steps, a
  // table's rows among them.
  const bound = 100;
  for (const [name, first, last, cut] of [
    ['flood.docx', 'Line 1', 'Line 5000', true],
    ['flood.pptx', 'Slide title 1', 'Slide title 2500', true],
    ['one-table.docx', 't1 r1 c1', 't1 r1000 c20', false],
    ['forty-tables.docx', 't1 r1 c1', 't40 r25 c20', false],
  ] as const) {
    const longest = await leastLongestTask(bound, () =>
      previewLongestTask(page, name, async (dialog) => {
        await expect(dialog.getByText(first, { exact: true })).toBeVisible({ timeout: 30_000 });
        const cutNote = dialog.getByText(
          'Showing the first part of this file: the rest is too long to show here.',
        );
        if (cut) await expect(cutNote).toBeVisible();
        else await expect(cutNote).toHaveCount(0);
        // Every block the viewer keeps is drawn, step by step.
        await expect(dialog.getByText(last, { exact: true })).toBeAttached({ timeout: 30_000 });
      }),
    );
    expect(longest, name).toBeLessThan(bound);
  }
  expect(violations).toEqual([]);
});

/**
 * The reader keeps the student's place: whatever lays its pages out again (a panel, a zoom, a fit,
 * a resized window, a turned phone) leaves the same page at the reading line and in the page
 * field, and the place it remembers is the one the student saw.
 */
import type { Locator } from '@playwright/test';
import { notesOf, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { goToPage, openNote } from './pdf-reader';
import { writePdf } from './sample-files';

/** The page at the reader's reading line, 30% down its view, as the student sees it. */
async function pageAtLine(viewer: Locator): Promise<number | null> {
  const reader = viewer.getByRole('region', { name: /, page \d+$/ });
  const box = await reader.boundingBox();
  if (!box) return null;
  const line = box.y + box.height * 0.3;
  const pages = viewer.getByRole('group', { name: /^Page \d+$/ });
  return pages.evaluateAll((groups, y) => {
    const at = groups.find((group) => {
      const { top, bottom } = group.getBoundingClientRect();
      return top <= y && bottom >= y;
    });
    return at ? Number(at.getAttribute('aria-label')?.replace('Page ', '')) : null;
  }, line);
}

test('a panel, a zoom, a fit, a resized window and a turned phone keep the page in view; reopening returns to it', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [writePdf(files.path('long-notes.pdf'), 12)]);
  let viewer = await openNote(page, 'long-notes.pdf');
  const field = () => viewer.getByRole('textbox', { name: 'Page number' });
  const stillOnSeven = async (after: string) => {
    await expect(field(), after).toHaveValue('7');
    await expect.poll(() => pageAtLine(viewer), { message: after }).toBe(7);
  };

  await viewer.getByRole('button', { name: 'Fit width' }).click();
  await goToPage(viewer, 7);
  // A little way down the page, as a student reads.
  await viewer.getByRole('region', { name: /, page 7$/ }).evaluate((reader) => {
    reader.scrollBy({ top: 120 });
  });
  await stillOnSeven('scrolled');

  await viewer.getByRole('button', { name: 'Highlights and notes' }).click();
  const panel = viewer.getByRole('complementary', { name: 'Highlights and notes' });
  await expect(panel).toBeVisible();
  await stillOnSeven('the panel opened');
  await panel.getByRole('button', { name: 'Close highlights and notes' }).click();
  await expect(panel).toBeHidden();
  await stillOnSeven('the panel closed');

  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await stillOnSeven('zoomed in');
  await viewer.getByRole('button', { name: 'Fit page' }).click();
  await stillOnSeven('fitted to the page');
  await viewer.getByRole('button', { name: 'Fit width' }).click();
  await stillOnSeven('fitted to the width');

  await page.setViewportSize({ width: 1024, height: 700 });
  await stillOnSeven('the window resized');
  await page.setViewportSize({ width: 390, height: 844 });
  await stillOnSeven('on a phone');
  await page.setViewportSize({ width: 844, height: 390 });
  await stillOnSeven('the phone turned');
  await page.setViewportSize({ width: 1280, height: 900 });
  await stillOnSeven('back on a laptop');

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  viewer = await openNote(page, 'long-notes.pdf');
  await stillOnSeven('opened again');
});

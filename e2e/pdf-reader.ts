/** Driving the PDF reader as a student does: opening a note, going to a page, highlighting. */
import type { Locator, Page } from '@playwright/test';
import { notesOf, upload } from './files';
import { expect } from './fixtures';

/** Opens `name` from a subject's notes (DSA unless named) in the viewer, at whatever page it keeps. */
export async function openNote(page: Page, name: string, subject = 'dsa'): Promise<Locator> {
  await page.goto(`/view-notes/${subject}`);
  await page.getByRole('link', { name, exact: true }).click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.getByRole('toolbar').getByText(/^Page \d+ of \d+$/)).toBeVisible();
  return viewer;
}

/** Goes to page `n` by its page field, as a student types it. */
export async function goToPage(viewer: Locator, n: number): Promise<void> {
  await viewer.getByRole('textbox', { name: 'Page number' }).fill(String(n));
  await viewer.getByRole('textbox', { name: 'Page number' }).press('Enter');
  await expect(viewer.getByRole('toolbar').getByText(new RegExp(`^Page ${n} of`))).toBeVisible();
}

/** Selects `text` on page `n` and highlights it in `colour`, as a student does with a mouse. */
export async function highlightText(
  viewer: Locator,
  n: number,
  text: string,
  colour = 'yellow',
): Promise<void> {
  await viewer
    .getByRole('group', { name: `Page ${n}` })
    .getByText(text)
    .selectText();
  await viewer
    .getByRole('group', { name: `Highlight the selected text on page ${n}` })
    .getByRole('button', { name: `Highlight in ${colour}` })
    .click();
  await expect(viewer.getByText(`Highlighted on page ${n}.`)).toBeAttached();
}

/**
 * Uploads `pdf` (a PDF with `quote` on page 2) to DSA's notes, highlights `quote` there and opens
 * the panel of highlights and notes: where a test of what a student makes of a highlight starts.
 */
export async function highlightedInPanel(
  page: Page,
  pdf: string,
  quote: string,
): Promise<{ viewer: Locator; panel: Locator }> {
  const name = pdf.slice(pdf.lastIndexOf('/') + 1);
  await upload(page, notesOf('dsa'), [pdf]);
  const viewer = await openNote(page, name);
  await goToPage(viewer, 2);
  await highlightText(viewer, 2, quote);
  await viewer.getByRole('button', { name: 'Highlights and notes' }).click();
  return { viewer, panel: viewer.getByRole('complementary', { name: 'Highlights and notes' }) };
}

/** Opens DSA's note `name` in the reader with its panel of highlights and notes; gives the panel. */
export async function highlightsPanelOf(page: Page, name: string): Promise<Locator> {
  const reader = await openNote(page, name);
  await reader.getByRole('button', { name: 'Highlights and notes' }).click();
  return reader.getByRole('complementary', { name: 'Highlights and notes' });
}

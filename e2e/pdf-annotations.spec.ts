/**
 * Highlights, notes and bookmarks on a PDF: made by selecting text and with the toolbar, listed
 * in the side panel, kept across a reload, exported as Markdown and as a PDF that carries them.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { notesOf, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { goToPage, openNote } from './pdf-reader';
import { writePdfWithWords } from './sample-files';

const QUOTE = 'Dijkstra relaxes every edge once';

/** How many pixels of the page's drawing are highlighter yellow. */
async function yellowPixels(viewer: Locator, pageNumber: number): Promise<number> {
  const canvas = viewer.getByRole('group', { name: `Page ${pageNumber}` }).locator('canvas');
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      if (r > 200 && g > 180 && b < 160) count += 1;
    }
    return count;
  });
}

test('a highlight with a note and a bookmark survive a reload, are listed, and leave as Markdown and as a highlighted PDF', async ({
  page,
  files,
}) => {
  test.setTimeout(120_000);
  await upload(page, notesOf('dsa'), [
    writePdfWithWords(files.path('graphs.pdf'), 4, { 2: QUOTE, 3: 'Prim grows a tree' }),
  ]);
  let viewer = await openNote(page, 'graphs.pdf');
  await goToPage(viewer, 2);

  // Select the words on page 2: the colours to highlight them in appear.
  await viewer.getByRole('group', { name: 'Page 2' }).getByText(QUOTE).selectText();
  const colours = viewer.getByRole('group', { name: 'Highlight the selected text on page 2' });
  await colours.getByRole('button', { name: 'Highlight in yellow' }).click();
  await expect(viewer.getByText('Highlighted on page 2.')).toBeAttached();
  await expect(colours).toHaveCount(0);

  // The side panel lists it; a note is added to it.
  await viewer.getByRole('button', { name: 'Highlights and notes' }).click();
  const panel = viewer.getByRole('complementary', { name: 'Highlights and notes' });
  await expect(panel.getByRole('button', { name: `Yellow highlight: “${QUOTE}”` })).toBeVisible();
  await panel.getByRole('button', { name: `Edit the highlight “${QUOTE}”` }).click();
  await panel
    .getByRole('textbox', { name: `Note on the highlight “${QUOTE}”` })
    .fill('exam 2024 Q3');
  await panel.getByRole('button', { name: 'Save note' }).click();
  await expect(panel.getByText('exam 2024 Q3')).toBeVisible();

  // A note on page 3, and page 3 bookmarked.
  await goToPage(viewer, 3);
  await panel.getByRole('button', { name: 'Add a note to page 3' }).click();
  await panel.getByRole('textbox', { name: 'Note on page 3' }).fill('Compare with Kruskal');
  await panel.getByRole('button', { name: 'Save note' }).click();
  const bookmark = viewer.getByRole('button', { name: 'Bookmark this page' });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);

  // After a reload, all of it is there, and the panel goes to each page.
  await page.reload();
  viewer = page.getByRole('dialog', { name: 'graphs.pdf' });
  await viewer.getByRole('button', { name: 'Highlights and notes' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Page 2' }).first()).toContainText(
    'exam 2024 Q3',
  );
  await expect(panel).toContainText('Compare with Kruskal');
  await expect(panel).toContainText('Bookmark');
  await panel.getByRole('button', { name: `Yellow highlight: “${QUOTE}”` }).click();
  await expect(viewer.getByRole('toolbar').getByText('Page 2 of 4')).toBeVisible();
  await panel.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(viewer.getByRole('toolbar').getByText('Page 3 of 4')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  // Markdown: the quote under its page, with its note.
  let download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export as Markdown' }).click();
  const markdown = await download;
  expect(markdown.suggestedFilename()).toBe('graphs - notes.md');
  const text = readFileSync(await markdown.path(), 'utf8');
  expect(text).toContain(`## Page 2\n\n- Yellow highlight:\n  > ${QUOTE}\n\n  exam 2024 Q3`);
  expect(text).toContain('## Page 3');
  expect(text).toContain('Compare with Kruskal');

  // The PDF with the highlight written in: a highlight annotation carrying the note.
  download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Save PDF with highlights' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('graphs (highlighted).pdf');
  const copy = files.path('graphs (highlighted).pdf');
  await saved.saveAs(copy);
  const bytes = readFileSync(copy).toString('latin1');
  expect(bytes).toMatch(/\/Subtype\s*\/Highlight/);
  expect(bytes).toContain('exam 2024 Q3');
  await page.keyboard.press('Escape');

  // Stored as a file of its own and opened, the highlight is drawn on its page by pdf.js itself.
  await upload(page, notesOf('dsa'), [copy]);
  viewer = await openNote(page, 'graphs (highlighted).pdf');
  await goToPage(viewer, 2);
  await expect.poll(() => yellowPixels(viewer, 2)).toBeGreaterThan(500);
  expect(await yellowPixels(viewer, 3)).toBe(0);
});

test('a highlight, a note and a bookmark are edited and deleted from the panel', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [writePdfWithWords(files.path('trees.pdf'), 2, { 1: QUOTE })]);
  const viewer = await openNote(page, 'trees.pdf');
  await viewer.getByRole('group', { name: 'Page 1' }).getByText(QUOTE).selectText();
  await viewer.getByRole('button', { name: 'Highlight in green' }).click();
  await viewer.getByRole('button', { name: 'Highlights and notes' }).click();
  const panel = viewer.getByRole('complementary', { name: 'Highlights and notes' });

  // The colour is changed to pink.
  await panel.getByRole('button', { name: `Edit the highlight “${QUOTE}”` }).click();
  await panel.getByRole('radio', { name: 'Pink' }).check();
  await panel.getByRole('button', { name: 'Save note' }).click();
  await expect(panel.getByRole('button', { name: `Pink highlight: “${QUOTE}”` })).toBeVisible();

  // A page note is edited, then deleted; Escape in the editor leaves it and keeps the viewer open.
  await panel.getByRole('button', { name: 'Add a note to page 1' }).click();
  await panel.getByRole('textbox', { name: 'Note on page 1' }).fill('first draft');
  await panel.getByRole('button', { name: 'Save note' }).click();
  await panel.getByRole('button', { name: 'Edit the note on page 1' }).click();
  await panel.getByRole('textbox', { name: 'Note on page 1' }).fill('second draft');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeVisible();
  await expect(panel.getByText('first draft')).toBeVisible();
  await panel.getByRole('button', { name: 'Delete the note on page 1' }).click();
  await expect(panel.getByText('first draft')).toHaveCount(0);

  // The bookmark, from the toolbar and from the panel.
  await viewer.getByRole('button', { name: 'Bookmark this page' }).click();
  await panel.getByRole('button', { name: 'Remove the bookmark on page 1' }).click();
  await expect(viewer.getByRole('button', { name: 'Bookmark this page' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await panel.getByRole('button', { name: `Delete the highlight “${QUOTE}”` }).click();
  await expect(panel).toContainText('Nothing yet.');
  await expect(panel.getByRole('button', { name: 'Export as Markdown' })).toBeDisabled();
});

test('text is selected a sentence at a time and highlighted from the keyboard alone', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [
    writePdfWithWords(files.path('keys.pdf'), 3, {
      2: 'Dijkstra relaxes every edge once. Prim grows a tree.',
    }),
  ]);
  const viewer = await openNote(page, 'keys.pdf');
  await goToPage(viewer, 2);
  await expect(viewer.getByRole('group', { name: 'Page 2' }).getByText(/Prim grows/)).toBeVisible();
  const reader = viewer.getByRole('region', { name: /, page 2$/ });
  await reader.focus();
  const selected = () =>
    page.evaluate(() => document.getSelection()?.toString().replace(/\s+/g, ' ').trim());

  // ] selects the page's first sentence, then the next; { grows the selection back by one.
  await page.keyboard.press(']');
  await expect.poll(selected).toBe('Page 2 of 3 Dijkstra relaxes every edge once.');
  const colours = viewer.getByRole('group', { name: 'Highlight the selected text on page 2' });
  await expect(colours).toBeVisible();
  await page.keyboard.press(']');
  await expect.poll(selected).toBe('Prim grows a tree.');
  await page.keyboard.press('{');
  await expect
    .poll(selected)
    .toBe('Page 2 of 3 Dijkstra relaxes every edge once. Prim grows a tree.');
  await expect(colours.getByRole('button', { name: 'Highlight in green' })).toHaveAttribute(
    'aria-keyshortcuts',
    '2',
  );
  // 2 highlights it in green, the second colour.
  await page.keyboard.press('2');
  await expect(viewer.getByText('Highlighted on page 2.')).toBeAttached();
  await viewer.getByRole('button', { name: 'Highlights and notes' }).click();
  await expect(
    viewer.getByRole('complementary', { name: 'Highlights and notes' }).getByRole('button', {
      name: /^Green highlight: “.*Dijkstra relaxes every edge once\..*Prim grows a tree\.”$/,
    }),
  ).toBeVisible();
});

test('without dragging: a tap selects a sentence, another tap adds the next, and a tap highlights', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [
    writePdfWithWords(files.path('taps.pdf'), 3, {
      2: 'Prim grows a tree. Kruskal sorts edges. BFS visits.',
    }),
  ]);
  const viewer = await openNote(page, 'taps.pdf');
  await goToPage(viewer, 2);
  const words = viewer.getByRole('group', { name: 'Page 2' }).getByText(/Prim grows/);
  await expect(words).toBeVisible();
  const selected = () =>
    page.evaluate(() => document.getSelection()?.toString().replace(/\s+/g, ' ').trim());
  const tapping = viewer.getByRole('button', { name: 'Tap text to select a sentence' });
  await tapping.click();
  await expect(tapping).toHaveAttribute('aria-pressed', 'true');

  // A click on "Kruskal": its sentence, and no other.
  const box = await words.boundingBox();
  if (!box) throw new Error('the text is not drawn');
  const text = (await words.textContent()) ?? '';
  const kruskal = text.indexOf('Kruskal') + 2;
  await page.mouse.click(box.x + (box.width * kruskal) / text.length, box.y + box.height / 2);
  await expect.poll(selected).toBe('Kruskal sorts edges.');
  const colours = viewer.getByRole('group', { name: 'Highlight the selected text on page 2' });
  await colours.getByRole('button', { name: 'Add the next sentence' }).click();
  await expect.poll(selected).toBe('Kruskal sorts edges. BFS visits.');
  await colours.getByRole('button', { name: 'Highlight in blue' }).click();
  await expect(viewer.getByText('Highlighted on page 2.')).toBeAttached();
  await viewer.getByRole('button', { name: 'Highlights and notes' }).click();
  await expect(
    viewer.getByRole('complementary', { name: 'Highlights and notes' }).getByRole('button', {
      name: /^Blue highlight: “Kruskal sorts edges\..*BFS visits\.”$/,
    }),
  ).toBeVisible();

  // Switched off, a click selects nothing.
  await tapping.click();
  await page.evaluate(() => document.getSelection()?.removeAllRanges());
  await page.mouse.click(box.x + 5, box.y + box.height / 2);
  await expect.poll(selected).toBe('');
});

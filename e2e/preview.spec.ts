import { chunkOf } from './chunks';
import { expectNoSeriousA11yViolations } from './axe';
import { watchCsp } from './csp-watch';
import { MB, upload, writeRandomFile, notesOf } from './files';
import { asStudent, expect } from './fixtures';
import { backdropGaps, overflowing } from './layout-check';
import {
  writePdfWithWords,
  writeDamagedPdf,
  writeLockedPdf,
  writePdf,
  writePng,
  writeScriptedPdf,
  writeText,
} from './sample-files';

const test = asStudent;

test('a PDF reads continuously under its toolbar: pages, page field, keys, fit and zoom; Escape returns to its row; no CSP violation', async ({
  page,
  files,
}) => {
  const violations = await watchCsp(page);
  // The page's Helvetica is drawn from pdf.js's own standard fonts, not guessed at.
  const fontWarnings: string[] = [];
  page.on('console', (message) => {
    if (/standardFontDataUrl|fetchStandardFontData/.test(message.text())) {
      fontWarnings.push(message.text());
    }
  });
  await upload(page, notesOf('dsa'), [writePdf(files.path('lecture-4.pdf'), 3)]);
  const previewButton = page.getByRole('button', { name: 'Preview lecture-4.pdf' });
  await previewButton.click();

  const dialog = page.getByRole('dialog', { name: 'lecture-4.pdf' });
  const toolbar = dialog.getByRole('toolbar', { name: 'PDF pages and zoom' });
  const pageOne = dialog.getByRole('group', { name: 'Page 1' });
  await expect(dialog.getByRole('toolbar').getByText('Page 1 of 3')).toBeVisible();
  await expect(pageOne.locator('canvas')).toBeVisible();
  // A laptop sees a whole page: fit page is the default, the page no taller than the reader.
  await expect(toolbar.getByRole('button', { name: 'Fit page' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const reader = dialog.getByRole('region', { name: /^lecture-4\.pdf, page/ });
  const readerBox = await reader.boundingBox();
  expect((await pageOne.boundingBox())?.height).toBeLessThanOrEqual(readerBox?.height ?? 0);
  // The text is there to select.
  await expect(pageOne.locator('.textLayer')).toContainText('Page 1');

  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(dialog.getByRole('toolbar').getByText('Page 2 of 3')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Page 2' }).locator('canvas')).toBeInViewport();
  await dialog.getByRole('button', { name: 'Fit width' }).click();
  await expect(dialog.getByText('Zoom 100%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByText('Zoom 125%')).toBeVisible();
  // The zoom kept the page in view.
  await expect(dialog.getByRole('toolbar').getByText('Page 2 of 3')).toBeVisible();
  await reader.focus();
  await page.keyboard.press('-');
  await expect(dialog.getByText('Zoom 100%')).toBeVisible();
  await page.keyboard.press('End');
  await expect(dialog.getByRole('toolbar').getByText('Page 3 of 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(dialog.getByRole('toolbar').getByText('Page 1 of 3')).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(dialog.getByRole('toolbar').getByText('Page 2 of 3')).toBeVisible();

  // Scrolling moves the page count; the toolbar stays where it is.
  const toolbarTop = (await toolbar.boundingBox())?.y;
  await reader.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(dialog.getByRole('toolbar').getByText('Page 3 of 3')).toBeVisible();
  expect((await toolbar.boundingBox())?.y).toBe(toolbarTop);

  const field = toolbar.getByRole('textbox', { name: 'Page number' });
  await field.fill('1');
  await field.press('Enter');
  await expect(dialog.getByRole('toolbar').getByText('Page 1 of 3')).toBeVisible();
  await expect(pageOne.locator('canvas')).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(previewButton).toBeFocused();
  expect(violations).toEqual([]);
  expect(fontWarnings).toEqual([]);
});

test('find in document counts the matches and steps from one to the next, each in the middle of the view, round either end', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [
    writePdfWithWords(files.path('graphs.pdf'), 5, {
      2: 'Dijkstra relaxes each edge',
      4: 'Dijkstra again, Dijkstra with a heap',
    }),
  ]);
  await page.getByRole('link', { name: 'graphs.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'graphs.pdf' });
  const toolbar = dialog.getByRole('toolbar');
  const status = dialog.getByRole('search').getByRole('status');
  const reader = dialog.getByRole('region', { name: /^graphs\.pdf, page/ });
  /** The match reached: marked apart from the others, in the middle of the view. */
  const reached = async (pageNumber: number, nth: number) => {
    const marks = dialog.getByRole('group', { name: `Page ${pageNumber}` }).locator('mark');
    await expect(marks.nth(nth)).toHaveAttribute('aria-current', 'true');
    await expect(dialog.locator('mark[aria-current]')).toHaveCount(1);
    const view = await reader.boundingBox();
    const mark = await marks.nth(nth).boundingBox();
    const middle = (view?.y ?? 0) + (view?.height ?? 0) / 2;
    expect(Math.abs((mark?.y ?? 0) + (mark?.height ?? 0) / 2 - middle)).toBeLessThan(
      (view?.height ?? 0) / 4,
    );
  };
  await expect(toolbar.getByText('Page 1 of 5')).toBeVisible();
  await dialog.getByRole('button', { name: 'Find in document' }).click();
  const words = dialog.getByRole('searchbox', { name: 'Words to find' });
  await expect(words).toBeFocused();
  await words.fill('dijkstra');
  await words.press('Enter');
  await expect(toolbar.getByText('Page 2 of 5')).toBeVisible();
  await expect(status).toHaveText('1 of 3');
  await expect(dialog.getByRole('group', { name: 'Page 2' }).locator('mark')).toHaveText(
    'Dijkstra',
  );
  await reached(2, 0);
  await dialog.getByRole('button', { name: 'Next match' }).click();
  await expect(toolbar.getByText('Page 4 of 5')).toBeVisible();
  await expect(status).toHaveText('2 of 3');
  await reached(4, 0);
  // Enter on the same words steps on, as in a browser's find: to the second match on page 4.
  await words.press('Enter');
  await expect(status).toHaveText('3 of 3');
  await reached(4, 1);
  // At either end the find goes round, and says so.
  await dialog.getByRole('button', { name: 'Next match' }).click();
  await expect(toolbar.getByText('Page 2 of 5')).toBeVisible();
  await expect(status).toHaveText(
    '1 of 3. Past the last page: back to the first match, on page 2.',
  );
  await dialog.getByRole('button', { name: 'Previous match' }).click();
  await expect(toolbar.getByText('Page 4 of 5')).toBeVisible();
  await expect(status).toHaveText(
    '3 of 3. Before the first page: on to the last match, on page 4.',
  );
  await reached(4, 1);
  await words.press('Shift+Enter');
  await expect(status).toHaveText('2 of 3');
  await reached(4, 0);
  await words.fill('bellman');
  await words.press('Enter');
  await expect(status).toHaveText('No page of this document holds these words.');
  await expect(toolbar.getByText('Page 4 of 5')).toBeVisible();
  await dialog.getByRole('button', { name: 'Find in document' }).click();
  await expect(words).toBeHidden();
  await expect(dialog.locator('mark')).toHaveCount(0);
});

test('on a 320 px phone the viewer fits, zoomed in too: page controls on one line, zoom on another, nothing cut off', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [writePdf(files.path('lecture-5.pdf'), 2)]);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('button', { name: 'Actions for lecture-5.pdf' }).click();
  await page.getByRole('button', { name: 'Preview lecture-5.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'lecture-5.pdf' });
  await expect(dialog.getByRole('toolbar').getByText('Page 1 of 2')).toBeVisible();
  await expect(dialog.locator('canvas').first()).toBeVisible();
  // The list's spacing once shortened the backdrop, leaving a strip of the list tappable below it.
  expect(await backdropGaps(page)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });

  const top = async (name: string) =>
    Math.round((await dialog.getByRole('button', { name }).boundingBox())?.y ?? -1);
  const previous = await top('Previous page');
  expect(await top('Next page')).toBe(previous);
  const zoomOut = await top('Zoom out');
  expect(await top('Zoom in')).toBe(zoomOut);
  expect(zoomOut).toBeGreaterThan(previous);
  expect(await overflowing(page)).toEqual([]);
  await expect(dialog.getByText('Zoom 100%')).toBeVisible();

  // A zoomed page scrolls inside the viewer; the dialog and its Close button stay on screen.
  const canvasWidth = async () =>
    (await dialog.locator('canvas').first().boundingBox())?.width ?? 0;
  const fitted = await canvasWidth();
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByText('Zoom 125%')).toBeVisible();
  await expect.poll(canvasWidth).toBeGreaterThan(fitted * 1.2);
  const panel = await dialog.boundingBox();
  expect(panel && panel.x >= 0 && panel.x + panel.width <= 320).toBe(true);
  const close = await dialog.getByRole('button', { name: 'Close preview' }).boundingBox();
  expect(close && close.x + close.width <= 320).toBe(true);
  expect(await overflowing(page)).toEqual([]);
  expect(await overflowing(page, '[role=dialog]')).toEqual([]);
});

test('a large chunked PDF shows its first page', async ({ page, files }) => {
  // 30 pages of about 0.7 MB: stored in 1 MB chunks, read by range.
  const path = writePdf(files.path('big-book.pdf'), 30, 0.7 * MB);
  await upload(page, notesOf('ai-ml'), [path]);
  await page.getByRole('button', { name: 'Preview big-book.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'big-book.pdf' });
  await expect(dialog.getByRole('toolbar').getByText('Page 1 of 30')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Page 1' }).locator('canvas')).toBeVisible();
  // Only the pages near the view are drawn: a long book holds a few canvases, not thirty.
  expect(await dialog.locator('canvas').count()).toBeLessThanOrEqual(4);
});

test('a 30 MB scanned book reads page by page to its end, and finds its words there', async ({
  page,
  files,
}) => {
  test.setTimeout(180_000);
  // Pages of 3 MB each, as a scanned book's: every page turned to is read by range and drawn.
  const pages = 10;
  const path = writePdfWithWords(
    files.path('scanned-book.pdf'),
    pages,
    { [pages]: 'Kosaraju finds strong components' },
    3 * MB,
  );
  await upload(page, notesOf('dsa'), [path]);
  await page.getByRole('link', { name: 'scanned-book.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'scanned-book.pdf' });
  const toolbar = dialog.getByRole('toolbar');
  await expect(toolbar.getByText(`Page 1 of ${pages}`)).toBeVisible();
  const reader = dialog.getByRole('region', { name: /^scanned-book\.pdf, page / });
  for (let at = 2; at <= pages; at += 1) {
    await reader.press('PageDown');
    await expect(toolbar.getByText(`Page ${at} of ${pages}`)).toBeVisible();
    const shown = dialog.getByRole('group', { name: `Page ${at}`, exact: true });
    await expect(shown.locator('canvas')).toBeVisible({ timeout: 20_000 });
  }
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const last = dialog.getByRole('group', { name: `Page ${pages}`, exact: true });
  await expect(last.getByText('Kosaraju finds strong components')).toBeAttached();

  await reader.press('Home');
  await expect(toolbar.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Find in document' }).click();
  await dialog.getByRole('searchbox', { name: 'Words to find' }).fill('kosaraju');
  await dialog.getByRole('searchbox', { name: 'Words to find' }).press('Enter');
  await expect(toolbar.getByText(`Page ${pages} of ${pages}`)).toBeVisible({ timeout: 60_000 });
  await expect(last.locator('mark')).toHaveText('Kosaraju');
});

test('an image fits the screen, a CSV shows as a table, a text file as text', async ({
  page,
  files,
}) => {
  await upload(page, { uploadPath: '/upload-schedule', button: 'Upload Schedules' }, [
    writePng(files.path('rooms.png'), 1600, 900),
    writeText(files.path('week.csv'), 'Day,Subject,Room\nMon,DSA,101\nTue,"AI, ML",202\n'),
  ]);
  await page.goto('/view-schedules');

  await page.getByRole('button', { name: 'Preview rooms.png' }).click();
  const image = page
    .getByRole('dialog', { name: 'rooms.png' })
    .getByRole('img', { name: 'rooms.png' });
  await expect(image).toBeVisible();
  const fits = await image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return (
      img.naturalWidth === 1600 &&
      box.width <= window.innerWidth &&
      box.height <= window.innerHeight
    );
  });
  expect(fits).toBe(true);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Preview week.csv' }).click();
  const table = page.getByRole('dialog', { name: 'week.csv' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Subject', 'Room']);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell', { name: 'AI, ML' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // A line longer than the screen (a pasted link, a minified file) wraps instead of running off.
  const longLine = `https://example.edu/${'lectureRecording'.repeat(40)}`;
  await upload(page, notesOf('iot'), [
    writeText(files.path('mqtt.txt'), `Publish and subscribe\n${longLine}`),
  ]);
  await page.getByRole('button', { name: 'Preview mqtt.txt' }).click();
  const text = page.getByRole('dialog').getByLabel('File text');
  await expect(text).toContainText('Publish and subscribe');
  expect(await text.evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
});

test('an older Word file opens only after download and offers it; a damaged Word file, PDF or locked PDF says so', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('focs'), [
    writeRandomFile(files.path('essay.doc'), 5000),
    writeRandomFile(files.path('essay.docx'), 5000),
    writeDamagedPdf(files.path('broken.pdf')),
    writeLockedPdf(files.path('locked.pdf')),
  ]);

  await page.getByRole('button', { name: 'Preview essay.doc', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'essay.doc' });
  await expect(dialog.getByRole('status')).toHaveText(
    'This is a Word 97–2003 document (.doc): StudyShelf cannot show this older format. Download it to open it in Word, PowerPoint, Excel or LibreOffice.',
  );
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download essay.doc' }).click();
  expect((await download).suggestedFilename()).toBe('essay.doc');
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(dialog).toBeHidden();

  // Bytes that are no zip, under a Word document's name.
  await page.getByRole('button', { name: 'Preview essay.docx' }).click();
  await expect(page.getByRole('dialog', { name: 'essay.docx' }).getByRole('alert')).toHaveText(
    'This file could not be opened: it may be damaged. Download it to try it in another program.',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Preview broken.pdf' }).click();
  await expect(page.getByRole('dialog', { name: 'broken.pdf' }).getByRole('alert')).toHaveText(
    /This PDF could not be opened: it may be damaged/,
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Preview locked.pdf' }).click();
  await expect(page.getByRole('dialog', { name: 'locked.pdf' }).getByRole('alert')).toHaveText(
    /This PDF is protected by a password/,
  );
});

test('a viewer whose code cannot be fetched says so and closes; the list stays usable', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [
    writePdf(files.path('lecture-6.pdf'), 2),
    writeText(files.path('summary.txt'), 'Week 6 summary'),
  ]);
  // pdf.js's part of the viewer first: the dialog opens, the file is read, the viewer is missing.
  await page.route(chunkOf('src/features/preview/pdf-preview.tsx'), (route) =>
    route.abort('internetdisconnected'),
  );
  const pdfButton = page.getByRole('button', { name: 'Preview lecture-6.pdf' });
  await pdfButton.click();
  const pdfDialog = page.getByRole('dialog', { name: 'lecture-6.pdf' });
  await expect(pdfDialog.getByRole('alert')).toHaveText(
    'The preview could not be loaded. Check your connection, then reload the page.',
  );
  await expect(pdfDialog.getByRole('button', { name: 'Download' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pdfDialog).toBeHidden();
  await expect(pdfButton).toBeFocused();
  // A text file needs no pdf.js: it still previews.
  await page.getByRole('button', { name: 'Preview summary.txt' }).click();
  await expect(page.getByRole('dialog', { name: 'summary.txt' })).toContainText('Week 6 summary');
  await page.keyboard.press('Escape');

  // Then the dialog itself, in a fresh page that has not fetched it yet.
  await page.unroute(chunkOf('src/features/preview/pdf-preview.tsx'));
  await page.route(chunkOf('src/features/preview/file-preview-dialog.tsx'), (route) =>
    route.abort('internetdisconnected'),
  );
  await page.reload();
  const textButton = page.getByRole('button', { name: 'Preview summary.txt' });
  await textButton.click();
  const stand = page.getByRole('dialog', { name: 'summary.txt' });
  await expect(stand.getByRole('alert')).toHaveText(
    'The preview could not be loaded. Check your connection, then reload the page.',
  );
  await expectNoSeriousA11yViolations(page);
  await stand.getByRole('button', { name: 'Close' }).click();
  await expect(stand).toBeHidden();
  await expect(textButton).toBeFocused();
  await expect(page.getByRole('heading', { name: /Notes$/, level: 1 })).toBeVisible();
});

test('an empty text file says it is empty; a picture that is not one says it cannot be shown', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('focs'), [
    writeText(files.path('blank.txt'), ''),
    writeRandomFile(files.path('not-a-photo.png'), 3000),
  ]);

  await page.getByRole('button', { name: 'Preview blank.txt' }).click();
  const blank = page.getByRole('dialog', { name: 'blank.txt' });
  await expect(blank.getByText('This file is empty.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Preview not-a-photo.png' }).click();
  const photo = page.getByRole('dialog', { name: 'not-a-photo.png' });
  await expect(photo.getByRole('alert')).toHaveText(/This image cannot be shown/);
  await expect(photo.getByRole('img')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("View opens a PDF in the app's own full reader, which runs none of the document's scripts and keeps its bookmarks", async ({
  page,
  files,
}) => {
  const pdf = writeScriptedPdf(files.path('scripted.pdf'), "app.alert('from the document')");
  await upload(page, notesOf('dsa'), [pdf]);
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /^View scripted\.pdf/ }).click(),
  ]);
  const alerts: string[] = [];
  tab.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const violations = await watchCsp(tab);
  await expect(tab).toHaveURL(/\/view-file#[0-9a-f-]{36}$/);
  await expect(tab.getByRole('heading', { name: 'scripted.pdf' })).toBeVisible();
  await expect(tab.getByRole('toolbar', { name: 'PDF pages and zoom' })).toBeVisible();
  await expect(
    tab.getByRole('region', { name: 'scripted.pdf, page 1' }).locator('canvas'),
  ).toBeVisible();
  await expect(tab).toHaveTitle('scripted.pdf · StudyShelf');
  await expectNoSeriousA11yViolations(tab);
  expect(alerts).toEqual([]);
  expect(violations).toEqual([]);

  // The same reader as the preview's: find, the panel, a bookmark kept for the stored file, and
  // full screen.
  await expect(tab.getByRole('button', { name: 'Find in document' })).toBeVisible();
  await tab.getByRole('button', { name: 'Bookmark this page' }).click();
  await expect(tab.getByText('Page 1 bookmarked.')).toBeAttached();
  const fullScreen = tab.getByRole('button', { name: 'Full screen' });
  await fullScreen.click();
  await expect(fullScreen).toHaveAttribute('aria-pressed', 'true');
  expect(
    await tab.evaluate(() => document.fullscreenElement?.contains(document.activeElement)),
  ).toBe(true);
  await fullScreen.click();
  await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Preview scripted.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'scripted.pdf' });
  await dialog.getByRole('button', { name: 'Highlights and notes' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove the bookmark on page 1' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The bytes were handed over once: a reload of the tab has nothing to show, and says so.
  await tab.reload();
  await expect(tab.getByRole('alert')).toHaveText(
    'This file is no longer here to show. Open it again from its list in StudyShelf.',
    { timeout: 20_000 },
  );
});

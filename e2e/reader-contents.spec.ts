/**
 * The way round a long PDF: its outline (the section in view marked) and its pages as thumbnails
 * in the Contents panel, links within it followed with Back to return, and a link to a web
 * address shown before it opens, in a tab that knows nothing of the app.
 */
import { expectNoSeriousA11yViolations } from './axe';
import { notesOf, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { goToPage, openNote } from './pdf-reader';
import { writeLinkedPdf } from './sample-files';

test('the outline marks the section in view and goes to each; thumbnails too; links go to their page and Back returns; a web address asks first', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [
    writeLinkedPdf(files.path('manual.pdf'), 8, {
      outline: [
        { title: '1 Introduction', page: 1 },
        {
          title: '2 Graphs',
          page: 3,
          children: [
            { title: '2.1 Search', page: 4 },
            { title: '2.2 Paths', page: 6 },
          ],
        },
      ],
      links: [
        { page: 2, toPage: 6 },
        { page: 2, url: 'https://example.org/notes' },
      ],
    }),
  ]);
  const viewer = await openNote(page, 'manual.pdf');
  const field = viewer.getByRole('textbox', { name: 'Page number' });
  await goToPage(viewer, 4);

  await viewer.getByRole('button', { name: 'Contents' }).click();
  const panel = viewer.getByRole('complementary', { name: 'Contents' });
  const outline = panel.getByRole('navigation', { name: 'Outline' });
  const entry = (title: string) => outline.getByRole('button', { name: new RegExp(`^${title}`) });
  await expect(entry('2.1 Search')).toHaveAttribute('aria-current', 'location');
  await expectNoSeriousA11yViolations(page);
  await entry('2.2 Paths').click();
  await expect(field).toHaveValue('6');
  await expect(entry('2.2 Paths')).toHaveAttribute('aria-current', 'location');
  await viewer.getByRole('button', { name: 'Back to page 4' }).click();
  await expect(field).toHaveValue('4');
  await outline.getByRole('button', { name: 'Fold 2 Graphs' }).click();
  await expect(entry('2.1 Search')).toBeHidden();
  await outline.getByRole('button', { name: 'Unfold 2 Graphs' }).click();
  await expect(entry('2.1 Search')).toBeVisible();

  await panel.getByRole('button', { name: 'Pages' }).click();
  const thumbnails = panel.getByRole('list', { name: 'Pages' });
  await expect(thumbnails.getByRole('button', { name: 'Page 4' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // A thumbnail in view is drawn: its canvas holds the page's text, darker than its white.
  await expect
    .poll(() =>
      thumbnails
        .getByRole('button', { name: 'Page 4' })
        .locator('canvas')
        .evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d');
          if (!context || canvas.width === 0) return 0;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 200) dark += 1;
          return dark;
        }),
    )
    .toBeGreaterThan(20);
  await thumbnails.getByRole('button', { name: 'Page 8' }).click();
  await expect(field).toHaveValue('8');
  await panel.getByRole('button', { name: 'Close contents' }).click();
  await expect(panel).toBeHidden();

  // A link within the document goes to its page; Back (or Alt+Left) returns.
  await goToPage(viewer, 2);
  const pageTwo = viewer.getByRole('group', { name: 'Page 2' });
  await pageTwo.getByRole('link', { name: 'Go to page 6' }).click();
  await expect(field).toHaveValue('6');
  await viewer.getByRole('region', { name: /, page 6$/ }).focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(field).toHaveValue('2');
  // Going back steps back through every place left: before page 2, the thumbnail left page 4.
  await expect(viewer.getByRole('button', { name: 'Back to page 4' })).toBeVisible();

  // A link to a web address says where it goes first; opened, its tab has no way back to the app.
  await page
    .context()
    .route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Notes</title>' }),
    );
  await pageTwo.getByRole('link', { name: 'Visit https://example.org/notes' }).click();
  const ask = page.getByRole('dialog', { name: 'Open this web address?' });
  await expect(ask).toContainText('The document links to https://example.org/notes');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await pageTwo.getByRole('link', { name: 'Visit https://example.org/notes' }).click();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    ask.getByRole('button', { name: 'Open in a new tab' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://example.org/notes');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  await expect(viewer).toBeVisible();
});

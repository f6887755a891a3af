import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { watchCsp } from './csp-watch';
import {
  SCRIPT_MARK,
  writeBook,
  writeRichWordDocument,
  writeLaidOutDeck,
  writeSlideDeck,
  writeWorkbook,
} from './document-files';
import { notesOf, upload } from './files';
import { asStudent, expect } from './fixtures';

const test = asStudent;

/** Whether any script a crafted file carried has run in the page. */
function scriptRan(page: Page): Promise<boolean> {
  return page.evaluate(
    (mark) => (window as unknown as Record<string, unknown>)[mark] === true,
    SCRIPT_MARK,
  );
}

test('a Word document and a slide deck open in the app with their text, lists, tables and pictures; nothing of theirs runs', async ({
  page,
  files,
}) => {
  const violations = await watchCsp(page);
  page.on('dialog', (dialog) => void dialog.dismiss());
  await upload(page, notesOf('dsa'), [
    await writeRichWordDocument(files.path('graphs.docx')),
    await writeSlideDeck(files.path('week5.pptx'), [
      { title: 'Strongly connected components', text: 'Kosaraju runs two passes' },
      { title: 'Summary', text: 'Tarjan needs one pass' },
    ]),
  ]);

  // The file's name is what a student clicks.
  await page.getByRole('link', { name: 'graphs.docx' }).click();
  const word = page.getByRole('dialog', { name: 'graphs.docx' });
  await expect(word.getByRole('heading', { name: 'Graph algorithms' })).toBeVisible();
  await expect(word.getByText('Depth-first search visits every vertex once.')).toBeVisible();
  // Code keeps its monospace: the block as preformatted text, the inline run as code.
  const monospace = (text: string) =>
    word
      .getByText(text, { exact: true })
      .evaluate((element) => getComputedStyle(element).fontFamily);
  await expect(word.getByRole('code').filter({ hasText: 'visit(v)' })).toBeVisible();
  expect(await monospace('visit(v)')).toMatch(/mono/i);
  expect(await monospace('for v in graph: dfs(v)')).toMatch(/mono/i);
  await expect(word.getByRole('listitem')).toHaveText(['•Tarjan', '•Kosaraju']);
  await expect(word.getByRole('region', { name: 'Table' }).getByRole('cell')).toHaveText([
    'Algorithm',
    'Time',
    'BFS',
    'O(V + E)',
  ]);
  const picture = word.getByRole('img', { name: 'A directed graph' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  // The link's text is shown; its javascript: target and the embedded HTML chunk are not.
  await expect(word.getByText('Open the lab sheet')).toBeVisible();
  await expect(word.getByRole('link')).toHaveCount(0);
  await expect(word.getByText('Injected')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'week5.pptx' }).click();
  const deck = page.getByRole('dialog', { name: 'week5.pptx' });
  const second = deck.getByRole('region', { name: 'Slide 2' });
  await expect(second.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(second).toContainText('Tarjan needs one pass');
  await expect(deck.getByRole('region', { name: 'Slide 1' })).toContainText(
    'Kosaraju runs two passes',
  );
  await expect(deck.getByRole('img', { name: 'The deck’s thumbnail' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  expect(await scriptRan(page)).toBe(false);
  expect(violations).toEqual([]);
});

test('a deck’s slides are drawn where its master places them, to scale at laptop and phone width, with the outline as its text view', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [await writeLaidOutDeck(files.path('msts.pptx'))]);
  await page.getByRole('link', { name: 'msts.pptx' }).click();
  const deck = page.getByRole('dialog', { name: 'msts.pptx' });
  const views = deck.getByRole('group', { name: 'Show the deck as' });
  await expect(views.getByRole('button', { name: 'Slides' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const first = deck.getByRole('region', { name: 'Slide 1' });
  const title = first.getByRole('heading', { name: 'Minimum spanning trees' });
  const body = first.getByText('Kruskal sorts the edges');
  const picture = first.getByRole('img', { name: 'A weighted graph' });
  await expect(picture).toBeVisible();
  await expect(first.getByText('by a heap')).toBeVisible();

  /** Where a shape is on its slide, as shares of the slide's width and height. */
  const placeOf = async (shape: typeof title) => {
    const slide = await first.locator('[style*="aspect-ratio"]').boundingBox();
    const box = await shape.boundingBox();
    if (!slide || !box) throw new Error('not drawn');
    return {
      x: (box.x - slide.x) / slide.width,
      y: (box.y - slide.y) / slide.height,
      right: (box.x + box.width - slide.x) / slide.width,
      width: slide.width,
      ratio: slide.height / slide.width,
    };
  };
  const fontOf = (shape: typeof title) =>
    shape.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const titlePlace = await placeOf(title);
    const bodyPlace = await placeOf(body);
    const picturePlace = await placeOf(picture);
    expect(titlePlace.ratio).toBeCloseTo(5143500 / 9144000, 2);
    // The title in the master's top band, the body under it on the left, the picture at right.
    expect(titlePlace.y).toBeLessThan(0.25);
    expect(bodyPlace.y).toBeGreaterThan(0.2);
    expect(bodyPlace.right).toBeLessThan(0.66);
    expect(picturePlace.x).toBeGreaterThan(0.64);
    // 33 pt and 24 pt on a 720 pt slide, whatever width it is drawn at.
    expect((await fontOf(title)) / titlePlace.width).toBeCloseTo(33 / 720, 2);
    expect((await fontOf(body)) / titlePlace.width).toBeCloseTo(24 / 720, 2);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(
    deck.getByRole('region', { name: 'Slide 2' }).getByRole('cell', { name: 'O(E log V)' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The outline: the same slides as text, the list as a list.
  await views.getByRole('button', { name: 'Outline' }).click();
  await expect(first.locator('[style*="aspect-ratio"]')).toHaveCount(0);
  await expect(first.getByRole('heading', { name: 'Minimum spanning trees' })).toBeVisible();
  await expect(first.getByRole('listitem')).toHaveText(['•by a heap']);
});

test('a workbook opens sheet by sheet as tables, numbers shown as the sheet formats them', async ({
  page,
  files,
}) => {
  await upload(page, { uploadPath: '/upload-schedule', button: 'Upload Schedules' }, [
    await writeWorkbook(files.path('timetable.xlsx'), [
      {
        name: 'Monday',
        rows: [
          ['Time', 'Course'],
          ['09:00', 'Algorithms'],
        ],
      },
      {
        name: 'Tuesday',
        rows: [
          ['Time', 'Course', 'Released', 'Version', 'Share', 'Ends'],
          [
            '11:00',
            'Machine learning',
            { value: '38051', format: 'yyyy-mm-dd' },
            { value: '4.09999999999999999991', format: '0.0##' },
            { value: '0.125', format: '0.0%' },
            { value: '0.5208333333333334', format: 'h:mm AM/PM' },
          ],
        ],
      },
    ]),
  ]);
  await page.goto('/view-schedules');
  await page.getByRole('link', { name: 'timetable.xlsx' }).click();
  const viewer = page.getByRole('dialog', { name: 'timetable.xlsx' });
  const sheets = viewer.getByRole('tablist', { name: 'Sheets' });
  await expect(sheets.getByRole('tab', { name: 'Monday' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(viewer.getByRole('cell', { name: 'Algorithms' })).toBeVisible();
  await expect(viewer.getByRole('columnheader', { name: 'Course' })).toBeVisible();
  await sheets.getByRole('tab', { name: 'Monday' }).press('ArrowRight');
  await expect(viewer.getByRole('cell', { name: 'Machine learning' })).toBeVisible();
  await expect(viewer.getByRole('cell', { name: 'Algorithms' })).toHaveCount(0);
  for (const shown of ['2004-03-05', '4.1', '12.5%', '12:30 PM'])
    await expect(viewer.getByRole('cell', { name: shown, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an e-book reads chapter by chapter from its contents; its scripts, handlers and remote styles never run', async ({
  page,
  files,
}) => {
  const violations = await watchCsp(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('dialog', (dialog) => void dialog.dismiss());
  await upload(page, { uploadPath: '/upload-reference-books/ai-ml', button: 'Upload Books' }, [
    await writeBook(files.path('clrs.epub'), [
      { title: 'Sorting', body: '<h1>Merge sort</h1><p>Divide <em>and</em> conquer.</p>' },
      {
        title: 'Graphs',
        body: '<h1>Breadth-first search</h1><ol><li>Take a vertex from the queue</li><li>Visit its neighbours</li></ol><img src="images/cover.png" alt="The book’s cover"/>',
      },
    ]),
  ]);
  await page.goto('/view-reference-books/ai-ml');
  await page.getByRole('link', { name: 'clrs.epub' }).click();
  const book = page.getByRole('dialog', { name: 'clrs.epub' });
  const chapter = book.getByRole('combobox', { name: 'Chapter' });
  await expect(chapter).toHaveValue('0');
  await expect(book.getByRole('heading', { name: 'Merge sort' })).toBeVisible();
  await expect(book.getByText(/Divide and conquer/)).toBeVisible();

  await book.getByRole('button', { name: 'Next chapter' }).click();
  await expect(book.getByRole('region', { name: 'clrs.epub: Graphs' })).toBeVisible();
  await expect(book.getByRole('listitem')).toHaveText([
    '1.Take a vertex from the queue',
    '2.Visit its neighbours',
  ]);
  await expect(book.getByRole('img', { name: 'The book’s cover' })).toBeVisible();
  await expect(book.getByRole('button', { name: 'Next chapter' })).toBeDisabled();
  await chapter.selectOption({ label: 'Sorting' });
  await expect(book.getByRole('heading', { name: 'Merge sort' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  expect(await scriptRan(page)).toBe(false);
  expect(requests.filter((url) => url.includes('example.com'))).toEqual([]);
  expect(violations).toEqual([]);
});

test('an e-book’s links go to their chapter and anchor, Back returns, and a link out of the book stays text', async ({
  page,
  files,
}) => {
  const filler = (from: number) =>
    Array.from({ length: 60 }, (_, i) => `<p>Paragraph ${from + i} of the chapter.</p>`).join('');
  await upload(page, { uploadPath: '/upload-reference-books/ai-ml', button: 'Upload Books' }, [
    await writeBook(files.path('algorithms.epub'), [
      {
        title: 'Introduction',
        body: `<h1>Introduction</h1><p>See <a href="chapter2.xhtml#dijkstra">Dijkstra’s algorithm</a>, <a href="#end">the end of this chapter</a> or <a href="https://example.com/errata">the errata</a>.</p>${filler(1)}<p id="end">The last words of the introduction.</p>`,
      },
      {
        title: 'Shortest paths',
        body: `<h1>Shortest paths</h1>${filler(100)}<h2 id="dijkstra">Dijkstra’s algorithm</h2><p>Relax each edge once.</p>${filler(200)}`,
      },
    ]),
  ]);
  await page.goto('/view-reference-books/ai-ml');
  await page.getByRole('link', { name: 'algorithms.epub' }).click();
  const book = page.getByRole('dialog', { name: 'algorithms.epub' });
  const chapter = book.getByRole('combobox', { name: 'Chapter' });
  // A link out of the book is its text only.
  await expect(book.getByText('the errata')).toBeVisible();
  await expect(book.getByRole('link', { name: 'the errata' })).toHaveCount(0);

  // To an anchor in the same chapter, then to one in the next, each brought into view.
  await book.getByRole('link', { name: 'the end of this chapter' }).click();
  await expect(book.getByText('The last words of the introduction.')).toBeInViewport();
  await book.getByRole('button', { name: 'Back' }).click();
  await expect(book.getByRole('heading', { name: 'Introduction' })).toBeInViewport();
  await expect(book.getByRole('button', { name: 'Back' })).toHaveCount(0);

  // Followed by keyboard, as a student without a mouse would.
  await book.getByRole('link', { name: 'Dijkstra’s algorithm' }).focus();
  await page.keyboard.press('Enter');
  await expect(chapter).toHaveValue('1');
  const section = book.getByRole('heading', { name: 'Dijkstra’s algorithm' });
  await expect(section).toBeInViewport();
  await expect(book.getByText('Paragraph 100 of the chapter.')).not.toBeInViewport();
  await book.getByRole('button', { name: 'Back' }).click();
  await expect(chapter).toHaveValue('0');
  await expect(book.getByRole('link', { name: 'Dijkstra’s algorithm' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

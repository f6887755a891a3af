/**
 * Every viewer, open, passes axe at a phone's and a laptop's width in both themes; so do the PDF's
 * panel of highlights and notes and the search bar's results panel with matches in it.
 */
import { COLOUR_RULES, seriousA11yViolations } from './axe';
import {
  writeBook,
  writeRichWordDocument,
  writeSlideDeck,
  writeTablesWordDocument,
  writeWorkbook,
} from './document-files';
import { notesOf, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { writePdfWithWords, writePng, writeText } from './sample-files';
import { LAPTOP, PHONE, settledLayout } from './screen-sweep';

const VIEWERS: { list: string; name: string; ready: RegExp }[] = [
  { list: '/view-notes/dsa', name: 'graphs.pdf', ready: /Page 1 of 2/ },
  { list: '/view-notes/dsa', name: 'board.png', ready: /board\.png/ },
  { list: '/view-notes/dsa', name: 'summary.txt', ready: /Week 5 summary/ },
  { list: '/view-notes/dsa', name: 'graphs.docx', ready: /Graph algorithms/ },
  // A table of over 1,000 cells is drawn as a grid of row groups, not a <table>.
  { list: '/view-notes/dsa', name: 'marks.docx', ready: /t1 r1 c1/ },
  { list: '/view-notes/dsa', name: 'week5.pptx', ready: /Slide 1/ },
  { list: '/view-notes/dsa', name: 'old.doc', ready: /older format/ },
  { list: '/view-schedules', name: 'rooms.csv', ready: /Room/ },
  { list: '/view-schedules', name: 'timetable.xlsx', ready: /Algorithms/ },
  { list: '/view-reference-books/ai-ml', name: 'clrs.epub', ready: /Merge sort/ },
];

test('each viewer and the search results pass axe at both widths in both themes', async ({
  page,
  files,
}) => {
  test.setTimeout(300_000);
  await upload(page, notesOf('dsa'), [
    writePdfWithWords(files.path('graphs.pdf'), 2, { 2: 'Kosaraju finds components' }),
    writePng(files.path('board.png'), 200, 120),
    writeText(files.path('summary.txt'), 'Week 5 summary'),
    await writeRichWordDocument(files.path('graphs.docx')),
    await writeSlideDeck(files.path('week5.pptx'), [{ title: 'Kosaraju', text: 'Two passes' }]),
    writeText(files.path('old.doc'), 'not really Word'),
    await writeTablesWordDocument(files.path('marks.docx'), { tables: 1, rows: 60, columns: 20 }),
  ]);
  await upload(page, { uploadPath: '/upload-schedule', button: 'Upload Schedules' }, [
    writeText(files.path('rooms.csv'), 'Day,Room\nMon,101\n'),
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
          ['Time', 'Course'],
          ['11:00', 'Databases'],
        ],
      },
    ]),
  ]);
  await upload(page, { uploadPath: '/upload-reference-books/ai-ml', button: 'Upload Books' }, [
    await writeBook(files.path('clrs.epub'), [
      { title: 'Sorting', body: '<h1>Merge sort</h1><p>Divide and conquer.</p>' },
      { title: 'Graphs', body: '<h1>Kosaraju</h1><p>Two passes.</p>' },
    ]),
  ]);

  const problems: string[] = [];
  /**
   * Axe at each width, the page turned to each as a student would turn a phone: every rule in the
   * light theme, and in the dark one the rules that colour alone decides.
   */
  const checkEveryLook = async (what: string, sizes = [PHONE, LAPTOP]) => {
    for (const size of sizes) {
      await page.setViewportSize(size);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await settledLayout(page);
        const at = `${colorScheme} at ${size.width} px`;
        problems.push(
          ...(
            await seriousA11yViolations(page, colorScheme === 'dark' ? COLOUR_RULES : undefined)
          ).map((found) => `${what}, ${at}: ${found}`),
        );
      }
    }
  };

  // Each list loads once; its viewers open and close over it, as a student goes through them.
  let shown = '';
  for (const { list, name, ready } of VIEWERS) {
    if (list !== shown) await page.goto(list);
    shown = list;
    await page.getByRole('link', { name, exact: true }).click();
    const viewer = page.getByRole('dialog', { name });
    await expect(viewer).toContainText(ready);
    await checkEveryLook(name);
    if (name === 'graphs.pdf') {
      // The PDF's panel of highlights and notes, with one of each in it.
      await viewer.getByRole('button', { name: 'Highlights and notes' }).click();
      const panel = viewer.getByRole('complementary', { name: 'Highlights and notes' });
      await panel.getByRole('button', { name: 'Add a note to page 1' }).click();
      await panel.getByRole('textbox', { name: 'Note on page 1' }).fill('Read before Monday');
      await panel.getByRole('button', { name: 'Save note' }).click();
      await viewer.getByRole('button', { name: 'Bookmark this page' }).click();
      await expect(panel).toContainText('Read before Monday');
      await panel.getByRole('button', { name: 'Edit the note on page 1' }).click();
      await checkEveryLook(`${name} panel`);
    }
    await viewer.getByRole('button', { name: 'Close preview' }).click();
    await expect(viewer).toBeHidden();
  }

  // The search bar's results: behind a button on a phone, in the bar on a laptop.
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await page.goto('/dashboard');
    if (size === PHONE) await page.getByRole('button', { name: 'Search files' }).click();
    await page.getByRole('combobox', { name: 'Search files' }).fill('kosaraju');
    await expect(page.getByRole('listbox', { name: 'Matching files' })).toBeVisible();
    await expect(page.getByRole('option').first()).toBeVisible();
    await checkEveryLook('search', [size]);
  }
  expect(problems).toEqual([]);
});

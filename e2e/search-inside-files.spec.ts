import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { writeWordDocument } from './document-files';
import { watchCsp } from './csp-watch';
import { call, SEARCH_INDEX_HOLDS } from './engines/page-scripts';
import { notesUploadOf, upload } from './files';
import { asStudent, expect } from './fixtures';
import { writeLockedPdf, writePdfWithWords } from './sample-files';

const test = asStudent;
const NOTES = notesUploadOf('dsa');

/** The dashboard's "Search inside files" panel of a tab. */
const indexPanel = (tab: Page) => tab.getByRole('region', { name: 'Search inside files' });

/** Uploads notes and waits on the dashboard until the index has read every one of them. */
async function uploadAndIndex(page: Page, paths: string[], timeout = 30_000) {
  await upload(page, NOTES, paths);
  await page.goto('/dashboard');
  const status = indexPanel(page);
  const count = paths.length;
  await expect(status).toContainText(`Search index: ${count} of ${count} files`, { timeout });
  return status;
}

/** A search hit's word opens at least 14 px tall, to be read where it is. */
async function expectReadable(mark: Locator) {
  await expect
    .poll(async () => (await mark.boundingBox())?.height ?? 0, {
      message: 'the marked word’s height',
    })
    .toBeGreaterThanOrEqual(14);
}

test('words inside a PDF and a Word document are found, with the page, and open the PDF there marked', async ({
  page,
  files,
}) => {
  const violations = await watchCsp(page);
  const fontsUnread: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Unable to load font data')) fontsUnread.push(message.text());
  });
  await upload(page, NOTES, [
    writePdfWithWords(files.path('graphs-week5.pdf'), 6, {
      4: "Kosaraju's algorithm finds strongly connected components",
      5: 'Tarjan finds them in one pass',
      6: 'Kosaraju again, in the summary',
    }),
    await writeWordDocument(files.path('seminar-notes.docx'), [
      'Opening remarks',
      'Dijkstra relaxes every edge once',
    ]),
  ]);
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search files' });
  const inside = page.getByRole('group', { name: 'Inside files' });

  // A prefix of the last word typed: the page is named and the words are marked in a snippet.
  await search.fill('kosar');
  const pdfHit = inside.getByRole('option').filter({ hasText: 'Page 4' });
  await expect(pdfHit).toContainText('graphs-week5.pdf', { timeout: 30_000 });
  await expect(pdfHit.locator('mark')).toHaveText(['Kosaraju']);
  await expect(
    page.getByRole('status').filter({ hasText: 'on 2 pages inside files' }),
  ).toBeAttached();

  // Two words must be on one page: "tarjan" and "components" are on different pages.
  await search.fill('tarjan components');
  await expect(
    page.getByRole('paragraph').filter({ hasText: /^No files match “tarjan components”/ }),
  ).toBeVisible();
  await search.fill('strongly components');
  await expect(inside.getByRole('option')).toHaveCount(1);

  // The Word document, by the page Word laid the words out on.
  await search.fill('dijkstra');
  await expect(inside.getByRole('option')).toHaveText([/seminar-notes\.docx.*Page 2.*Dijkstra/]);

  // Chosen, the PDF opens at page 4 with the word marked on the page, and steps to the next match.
  await search.fill('kosaraju');
  await inside.getByRole('option').filter({ hasText: 'Page 4' }).click();
  const viewer = page.getByRole('dialog', { name: 'graphs-week5.pdf' });
  const pages = viewer.getByRole('toolbar', { name: 'PDF pages and zoom' });
  await expect(pages).toContainText('Page 4 of 6');
  const hit = viewer.getByRole('group', { name: 'Page 4' }).locator('mark');
  await expect(hit).toHaveText('Kosaraju');
  await expect(hit).toHaveAttribute('aria-current', 'true');
  await expect(viewer.getByRole('status')).toHaveText('1 of 2');
  await expectReadable(hit);
  await viewer.getByRole('button', { name: 'Next match' }).click();
  await expect(pages).toContainText('Page 6 of 6');
  await viewer.getByRole('button', { name: 'Next match' }).click();
  await expect(pages).toContainText('Page 4 of 6');
  await expect(viewer.getByRole('status')).toHaveText(
    '1 of 2. Past the last page: back to the first match, on page 4.',
  );
  await viewer.getByRole('button', { name: 'Previous match' }).click();
  await expect(pages).toContainText('Page 6 of 6');
  await page.keyboard.press('Escape');

  // On a phone, where the page fits the width, the hit opens zoomed in until its word is readable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Search files' }).click();
  await search.fill('kosaraju');
  await inside.getByRole('option').filter({ hasText: 'Page 4' }).click();
  const onPhone = viewer.getByRole('group', { name: 'Page 4' }).locator('mark');
  await expect(onPhone).toHaveAttribute('aria-current', 'true');
  await expect(viewer.getByText(/^Zoom \d+%$/)).not.toHaveText('Zoom 100%');
  await expectReadable(onPhone);
  await expect(onPhone).toBeInViewport();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The Word document's hit opens it with the words marked and in view.
  await page.goto('/dashboard');
  await search.fill('dijkstra');
  await inside.getByRole('option').filter({ hasText: 'seminar-notes.docx' }).click();
  const word = page.getByRole('dialog', { name: 'seminar-notes.docx' });
  await expect(word.locator('mark')).toHaveText('Dijkstra');
  await expect(word.locator('mark')).toBeInViewport();
  // The worker, pdf.js inside it and the index's database all run under the app's CSP.
  expect(violations).toEqual([]);
  // pdf.js in the index's worker reads the standard fonts' files it asks for.
  expect(fontsUnread).toEqual([]);
});

test('the index survives a reload, a deleted file leaves it, and a locked PDF is reported while the rest are read', async ({
  page,
  files,
}) => {
  const status = await uploadAndIndex(page, [
    writeLockedPdf(files.path('locked.pdf')),
    writePdfWithWords(files.path('flows.pdf'), 2, { 2: 'Ford Fulkerson augmenting paths' }),
  ]);
  await expect(status).toContainText('locked.pdf: could not read (password-protected)');

  // After a reload the words are found without reading the files again.
  await page.reload();
  const search = page.getByRole('combobox', { name: 'Search files' });
  await search.fill('fulkerson');
  const inside = page.getByRole('group', { name: 'Inside files' });
  await expect(inside.getByRole('option')).toHaveText([/flows\.pdf.*Page 2/]);
  expect(await page.evaluate(call(SEARCH_INDEX_HOLDS, 'fulkerson'))).toBe('disk');

  // Deleted, and its undo window past, the file's words leave the index on the device.
  await page.goto('/view-notes/dsa');
  await page.getByRole('button', { name: 'Delete flows.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Deleted 'flows.pdf'." })).toBeVisible();
  await expect
    .poll(() => page.evaluate(call(SEARCH_INDEX_HOLDS, 'fulkerson')), {
      timeout: 25_000,
      intervals: [1_000],
    })
    .toBeNull();
  await search.fill('fulkerson');
  await expect(
    page.getByRole('paragraph').filter({ hasText: /^No files match “fulkerson”/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(status).toContainText('Search index: 1 of 1 files');
});

test('a second tab finds the same words while the first tab holds the index on the device', async ({
  page,
  files,
}) => {
  await uploadAndIndex(page, [
    writePdfWithWords(files.path('shortest-paths.pdf'), 3, { 3: 'Bellman Ford relaxes edges' }),
  ]);

  // The index's files on the device admit one tab at a time: the second reads its own copy.
  const second = await page.context().newPage();
  await second.goto('/dashboard');
  await expect(indexPanel(second)).toContainText('Search index: 1 of 1 files', {
    timeout: 30_000,
  });
  for (const tab of [second, page]) {
    await tab.getByRole('combobox', { name: 'Search files' }).fill('bellman');
    await expect(tab.getByRole('group', { name: 'Inside files' }).getByRole('option')).toHaveText([
      /shortest-paths\.pdf.*Page 3/,
    ]);
  }
  await second.close();
});

test('a word on hundreds of pages shows the best of the newest and says how many it counted', async ({
  page,
  files,
}) => {
  // Uploading and reading 7 MB of text takes most of a minute on a busy two-core machine.
  test.setTimeout(150_000);
  // Two books of 2 MB of plain text each, every page-sized part naming a lemma (about 1,300
  // parts), and a shorter one of corollaries (about 320).
  const books = [
    ...[1, 2].map((book) => [`lemmas-${book}.txt`, `Lemma ${book} holds for every graph. `]),
    ['corollaries.txt', 'Corollary four holds for every graph. '],
  ];
  const paths = books.map(([name, sentence], at) => {
    const path = files.path(name ?? '');
    writeFileSync(path, (sentence ?? '').repeat(at < 2 ? 55_000 : 25_000));
    return path;
  });
  // Every line the index's panel shows, however briefly: the merge after a large change is.
  await page.addInitScript(() => {
    const lines = new Set<string>();
    Object.assign(window, { indexLines: lines });
    new MutationObserver(() => {
      for (const line of document.querySelectorAll('p')) {
        if (line.textContent?.startsWith('Search index:')) lines.add(line.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const status = await uploadAndIndex(page, paths, 90_000);
  // Over 4 MB of new text, the index says it merges its words, and then that it is done.
  await expect(status).not.toContainText('making searches faster', { timeout: 30_000 });
  const lines = await page.evaluate(() => [
    ...(window as unknown as { indexLines: Set<string> }).indexLines,
  ]);
  expect(lines).toContainEqual(
    expect.stringMatching(/^Search index: 3 of 3 files, [\d.]+ MB · making searches faster$/),
  );
  const search = page.getByRole('combobox', { name: 'Search files' });
  const said = page.getByRole('status').filter({ hasText: 'inside files' });
  await search.fill('graph');
  await expect(page.getByRole('group', { name: 'Inside files' }).getByRole('option')).toHaveCount(
    8,
  );
  await expect(said).toHaveText('The words are on more than 500 pages inside files.');
  // A word on fewer pages is counted exactly.
  await search.fill('corollary');
  await expect(said).toHaveText(/^The words are on 3\d\d pages inside files\.$/);
});

test('Rebuild reads every file again into an empty index, and the words are found as before', async ({
  page,
  files,
}) => {
  const status = await uploadAndIndex(page, [
    writePdfWithWords(files.path('matchings.pdf'), 2, { 2: 'Hopcroft Karp matching' }),
  ]);
  await status.getByRole('button', { name: 'Rebuild' }).click();
  await expect(status).toContainText('Search index: 1 of 1 files', { timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Search files' }).fill('hopcroft');
  await expect(page.getByRole('group', { name: 'Inside files' }).getByRole('option')).toHaveText([
    /matchings\.pdf.*Page 2/,
  ]);
  expect(await page.evaluate(call(SEARCH_INDEX_HOLDS, 'hopcroft'))).toBe('disk');
});

test('where the index cannot be opened, the panel says so, names are still found, and Rebuild tries again', async ({
  page,
  context,
  files,
}) => {
  await upload(page, NOTES, [
    writePdfWithWords(files.path('flows-week9.pdf'), 2, { 2: 'Edmonds Karp augmenting paths' }),
  ]);
  // SQLite's code is lost on the way (blocked by a proxy, or the connection dropped).
  const sqlite = '**/sqlite3-*.wasm';
  await context.route(sqlite, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  const status = indexPanel(page);
  await expect(status).toContainText(
    'Search index: could not be opened in this browser, so only file names are searched. Rebuild tries again.',
    { timeout: 30_000 },
  );
  const search = page.getByRole('combobox', { name: 'Search files' });
  await search.fill('flows');
  await expect(page.getByRole('option', { name: /flows-week9\.pdf/ })).toBeVisible();
  await search.fill('edmonds');
  await expect(
    page.getByRole('paragraph').filter({ hasText: /^No files match “edmonds”/ }),
  ).toBeVisible();
  await search.fill('');

  await context.unroute(sqlite);
  await status.getByRole('button', { name: 'Rebuild' }).click();
  await expect(status).toContainText('Search index: 1 of 1 files', { timeout: 30_000 });
  await search.fill('edmonds');
  await expect(page.getByRole('group', { name: 'Inside files' }).getByRole('option')).toHaveText([
    /flows-week9\.pdf.*Page 2/,
  ]);
});

test('an index whose files on the device were left half made (a tab closed as it made them) keeps its words on the device', async ({
  page,
  files,
}) => {
  // Away from the app, so that no index holds the pool: its folder as a tab shut mid-making
  // leaves it, with one of its files where it makes six.
  await page.goto('/robots.txt');
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('.studyshelf-search', { recursive: true }).catch(() => undefined);
    const pool = await root.getDirectoryHandle('.studyshelf-search', { create: true });
    const opaque = await pool.getDirectoryHandle('.opaque', { create: true });
    await opaque.getFileHandle('left-by-a-closed-tab', { create: true });
  });
  await uploadAndIndex(page, [
    writePdfWithWords(files.path('spanning-trees.pdf'), 2, { 2: 'Kruskal sorts the edges' }),
  ]);
  await page.reload();
  await page.getByRole('combobox', { name: 'Search files' }).fill('kruskal');
  await expect(page.getByRole('group', { name: 'Inside files' }).getByRole('option')).toHaveText([
    /spanning-trees\.pdf.*Page 2/,
  ]);
  expect(await page.evaluate(call(SEARCH_INDEX_HOLDS, 'kruskal'))).toBe('disk');
});

/**
 * Rename and "Move to…" from a row: the name keeps its extension and never doubles another's; a
 * moved file lands in the other subject, or another kind, byte for byte, with its star, where the
 * student left off and their highlights.
 */
import { downloadFromList, notesOf, sha256OfFile, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { goToPage, highlightText, openNote } from './pdf-reader';
import { writePdf, writePdfWithWords } from './sample-files';

test('a renamed and then moved file keeps its star, its reading place and its bytes', async ({
  page,
  files,
}) => {
  test.setTimeout(90_000);
  const graphs = writePdf(files.path('graphs.pdf'), 4);
  await upload(page, notesOf('dsa'), [graphs, writePdf(files.path('trees.pdf'), 2)]);
  await page.getByRole('button', { name: 'Star graphs.pdf' }).click();
  const viewer = await openNote(page, 'graphs.pdf');
  await goToPage(viewer, 3);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'More actions for graphs.pdf' }).click();
  await page.getByRole('button', { name: 'Rename graphs.pdf' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename graphs.pdf' });
  await rename.getByLabel('New name').fill('Kosaraju');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('button', { name: 'Star Kosaraju.pdf' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'More actions for trees.pdf' }).click();
  await page.getByRole('button', { name: 'Rename trees.pdf' }).click();
  const clash = page.getByRole('dialog', { name: 'Rename trees.pdf' });
  await clash.getByLabel('New name').fill('kosaraju.pdf');
  await clash.getByRole('button', { name: 'Rename' }).click();
  await expect(clash.getByRole('alert')).toHaveText(
    "A file named 'kosaraju.pdf' is already in this list.",
  );
  await clash.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await page.getByRole('button', { name: 'More actions for Kosaraju.pdf' }).click();
  await page.getByRole('button', { name: 'Move to… Kosaraju.pdf' }).click();
  const move = page.getByRole('dialog', { name: 'Move Kosaraju.pdf' });
  await move.getByLabel('Move to').selectOption({ label: 'Notes · AI-ML' });
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Moved Kosaraju.pdf to Notes · AI-ML.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Kosaraju.pdf' })).toHaveCount(0);

  await page.goto('/view-notes/ai-ml');
  await expect(page.getByRole('button', { name: 'Star Kosaraju.pdf' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await downloadFromList(page, 'Kosaraju.pdf')).toEqual({
    name: 'Kosaraju.pdf',
    sha256: await sha256OfFile(graphs),
  });
  const moved = await openNote(page, 'Kosaraju.pdf', 'ai-ml');
  await expect(moved.getByRole('toolbar').getByText('Page 3 of 4')).toBeVisible();
});

test('a note moved to the reference books keeps its star, its page and its highlight', async ({
  page,
  files,
}) => {
  test.setTimeout(90_000);
  const quote = 'Prim grows a spanning tree';
  const book = writePdfWithWords(files.path('algorithms.pdf'), 4, { 2: quote });
  await upload(page, notesOf('dsa'), [book]);
  await page.getByRole('button', { name: 'Star algorithms.pdf' }).click();
  const viewer = await openNote(page, 'algorithms.pdf');
  await goToPage(viewer, 2);
  await highlightText(viewer, 2, quote);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'More actions for algorithms.pdf' }).click();
  await page.getByRole('button', { name: 'Move to… algorithms.pdf' }).click();
  const move = page.getByRole('dialog', { name: 'Move algorithms.pdf' });
  // Every kind that takes a PDF is offered.
  for (const place of [
    'Notes · AI-ML',
    'Question papers · AI-ML · End Semester',
    'Lecture schedules',
  ]) {
    await expect(move.getByRole('option', { name: place, exact: true })).toBeAttached();
  }
  await move.getByLabel('Move to').selectOption({ label: 'Reference books · AI-ML' });
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Moved algorithms.pdf to Reference books · AI-ML.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download algorithms.pdf' })).toHaveCount(0);

  await page.goto('/view-reference-books/ai-ml');
  await expect(page.getByRole('button', { name: 'Star algorithms.pdf' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await downloadFromList(page, 'algorithms.pdf')).toEqual({
    name: 'algorithms.pdf',
    sha256: await sha256OfFile(book),
  });
  await page.getByRole('link', { name: 'algorithms.pdf', exact: true }).click();
  const moved = page.getByRole('dialog', { name: 'algorithms.pdf' });
  await expect(moved.getByRole('toolbar').getByText('Page 2 of 4')).toBeVisible();
  await moved.getByRole('button', { name: 'Highlights and notes' }).click();
  await expect(
    moved
      .getByRole('complementary', { name: 'Highlights and notes' })
      .getByRole('button', { name: `Yellow highlight: “${quote}”` }),
  ).toBeVisible();
});

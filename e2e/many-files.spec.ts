/**
 * Many files of a list at once: chosen by their boxes (Shift for a range, a long press on a
 * phone), then starred, downloaded as one zip, moved or deleted with one question and one Undo.
 */
import { readFileSync } from 'node:fs';
import { BlobReader, TextWriter, ZipReader } from '@zip.js/zip.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { notesOf, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { writeText } from './sample-files';

/** The names of a list's rows, in the order shown. */
async function shownNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Files' }).getByRole('listitem');
  return rows.getByRole('link').allTextContents();
}

/** Chooses the first row, then Shift-chooses the third: the first three rows. */
async function chooseFirstThree(page: Page, names: readonly string[]) {
  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).click();
  await page.getByRole('checkbox', { name: `Select ${names[2]}` }).click({ modifiers: ['Shift'] });
}

test('three files chosen with Shift are starred, zipped, and deleted at once: one question, one Undo, one Trash entry each', async ({
  page,
  files,
}) => {
  test.setTimeout(90_000);
  const texts = ['Kruskal sorts the edges', 'Prim grows a tree', 'Boruvka merges', 'Dijkstra'];
  await upload(
    page,
    notesOf('dsa'),
    texts.map((text, index) => writeText(files.path(`week-${index + 1}.txt`), text)),
  );
  const names = await shownNames(page);
  expect(names).toHaveLength(4);
  const [first, second, third, fourth] = names as [string, string, string, string];
  const chosenThree = [first, second, third];

  await chooseFirstThree(page, names);
  const bar = page.getByRole('toolbar', { name: 'Chosen files' });
  await expect(bar.getByRole('status')).toHaveText('3 chosen');
  for (const name of chosenThree) {
    await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
  }
  await expect(page.getByRole('checkbox', { name: `Select ${fourth}` })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await bar.getByRole('button', { name: 'Star' }).click();
  for (const name of chosenThree) {
    await expect(page.getByRole('button', { name: `Star ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(page.getByRole('button', { name: `Star ${fourth}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(bar.getByRole('button', { name: 'Unstar' })).toBeVisible();

  // One zip, each file in it as it was uploaded.
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Download as zip' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('studyshelf-notes_dsa-3-files.zip');
  const zipPath = files.path('chosen.zip');
  await saved.saveAs(zipPath);
  const reader = new ZipReader(new BlobReader(new Blob([readFileSync(zipPath)])));
  const entries = await reader.getEntries();
  const inZip: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.directory) inZip[entry.filename] = await entry.getData(new TextWriter());
  }
  await reader.close();
  expect(Object.keys(inZip).sort()).toEqual([...chosenThree].sort());
  for (const name of chosenThree) {
    expect(inZip[name]).toBe(readFileSync(files.path(name), 'utf8'));
  }

  // Deleted at once, after one question; one Undo brings all three back.
  const rows = page.getByRole('list', { name: 'Files' }).getByRole('listitem');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete 3 files?' });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Delete 3 files' }).click();
  await expect(rows).toHaveCount(1);
  await expect(bar).toBeHidden();
  const toast = page.getByRole('status').filter({ hasText: 'Moved 3 files to the Trash.' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveCount(4);

  // Deleted again and left: three entries in the Trash, each from its list.
  await chooseFirstThree(page, await shownNames(page));
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 3 files?' })
    .getByRole('button', { name: 'Delete 3 files' })
    .click();
  await expect(rows).toHaveCount(1);
  await page.goto('/trash');
  const items = page.getByRole('list', { name: 'Files in the Trash' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  for (const name of chosenThree) {
    await expect(items.filter({ hasText: name })).toContainText('From Notes · DSA');
  }
});

test('on a phone a long press chooses a file, the boxes then show, and the chosen files move together', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('iot'), [
    writeText(files.path('mqtt.txt'), 'publish and subscribe'),
    writeText(files.path('coap.txt'), 'constrained devices'),
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/view-notes/iot');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  const row = page.getByRole('list', { name: 'Files' }).getByRole('listitem').filter({
    hasText: 'mqtt.txt',
  });
  // A finger resting on the row: pointer events as a touch screen sends them.
  const box = await row.boundingBox();
  if (!box) throw new Error('the row is not drawn');
  const at = { pointerType: 'touch', clientX: box.x + 100, clientY: box.y + box.height / 2 };
  await row.dispatchEvent('pointerdown', { ...at, isPrimary: true, pointerId: 1 });
  await page.waitForTimeout(700);
  await row.dispatchEvent('pointerup', { ...at, isPrimary: true, pointerId: 1 });
  await expect(page.getByRole('checkbox', { name: 'Select mqtt.txt' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select coap.txt' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Select coap.txt' }).click();
  const bar = page.getByRole('toolbar', { name: 'Chosen files' });
  await expect(bar.getByRole('status')).toHaveText('2 chosen');

  await bar.getByRole('button', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 2 files' });
  await dialog.getByRole('combobox', { name: 'Move to' }).selectOption({ label: 'Notes · FOCS' });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Moved 2 files to Notes · FOCS.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files' })).toHaveCount(0);
  await page.goto('/view-notes/focs');
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(2);
});

/**
 * A backup carries what the student made of their files (stars, recent files, where they left off
 * reading, highlights and notes), and a restore brings them back; a backup made before it did so
 * (manifest version 1) still restores.
 */
import { readFileSync } from 'node:fs';
import {
  allLists,
  backUp,
  chooseBackup,
  manifestFor,
  onAnotherDevice,
  withoutSavePicker,
  writeZip,
} from './backup-files';
import { notesOf, sha256OfDownload, sha256OfFile, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { goToPage, highlightedInPanel, openNote } from './pdf-reader';
import { writePdfWithWords, writeText } from './sample-files';

const QUOTE = 'Prim grows a spanning tree';

test('a star, a reading place and a highlight with its note come back with a restore in a fresh profile', async ({
  browser,
  page,
  student,
  files,
}) => {
  test.setTimeout(120_000);
  await withoutSavePicker(page);
  const { viewer, panel } = await highlightedInPanel(
    page,
    writePdfWithWords(files.path('graphs.pdf'), 4, { 2: QUOTE }),
    QUOTE,
  );
  await panel.getByRole('button', { name: `Edit the highlight “${QUOTE}”` }).click();
  await panel.getByRole('textbox', { name: `Note on the highlight “${QUOTE}”` }).fill('exam Q3');
  await panel.getByRole('button', { name: 'Save note' }).click();
  await goToPage(viewer, 3);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Star graphs.pdf' }).click();

  const backup = files.path('backup.zip');
  await backUp(page, backup);

  await onAnotherDevice(browser, student, async (fresh) => {
    await chooseBackup(fresh, backup);
    const dialog = fresh.getByRole('dialog', { name: 'Restore from backup' });
    await expect(dialog).toContainText(
      'It also holds 1 star, 1 recent file, 1 reading place and 1 highlight, note or bookmark of yours, added where this device lacks them.',
    );
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(fresh.getByText('Restored 1 file.')).toBeVisible({ timeout: 60_000 });
    await expect(
      fresh.getByRole('region', { name: 'Starred files' }).getByText('graphs.pdf'),
    ).toBeVisible();
    await expect(
      fresh.getByRole('region', { name: 'Recent files' }).getByRole('listitem').first(),
    ).toContainText('Page 3 of 4');

    const restored = await openNote(fresh, 'graphs.pdf');
    await expect(restored.getByRole('toolbar').getByText('Page 3 of 4')).toBeVisible();
    await restored.getByRole('button', { name: 'Highlights and notes' }).click();
    const restoredPanel = restored.getByRole('complementary', { name: 'Highlights and notes' });
    await expect(
      restoredPanel.getByRole('button', { name: `Yellow highlight: “${QUOTE}”` }),
    ).toBeVisible();
    await expect(restoredPanel.getByText('exam Q3')).toBeVisible();
  });
});

test('a version-1 backup, which carries no marks, still restores', async ({
  browser,
  page,
  student,
  files,
}) => {
  const original = writeText(files.path('lecture-1.txt'), 'Graphs: vertices and edges');
  await upload(page, notesOf('dsa'), [original]);
  const record = (await allLists(page))['notes_dsa']?.[0];
  const v1 = await writeZip(files.path('v1-backup.zip'), [
    {
      name: 'studyshelf-manifest.json',
      input: manifestFor([{ path: 'notes/dsa/lecture-1.txt', listKey: 'notes_dsa', record }]),
    },
    { name: 'notes/dsa/lecture-1.txt', input: readFileSync(original) },
  ]);

  await onAnotherDevice(browser, student, async (fresh) => {
    await chooseBackup(fresh, v1);
    const dialog = fresh.getByRole('dialog', { name: 'Restore from backup' });
    await expect(dialog).toContainText('This backup holds 1 note');
    await expect(dialog).not.toContainText('It also holds');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(fresh.getByText('Restored 1 file.')).toBeVisible();
    await fresh.goto('/view-notes/dsa');
    const download = fresh.waitForEvent('download');
    await fresh.getByRole('button', { name: 'Download lecture-1.txt', exact: true }).click();
    expect(await sha256OfDownload(await download)).toBe(await sha256OfFile(original));
  });
});

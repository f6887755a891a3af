import { expectNoSeriousA11yViolations } from './axe';
import { allLists } from './backup-files';
import { chooseFiles, MB, readFileDb, writeRandomFile, upload, notesOf } from './files';
import { asStudent, expect } from './fixtures';
import { backdropGaps } from './layout-check';
import { writeText } from './sample-files';

asStudent(
  'a file already in the list is kept twice, replaces the stored one, or is skipped, file by file',
  async ({ page, files }) => {
    const kept = writeText(files.path('arrays.txt'), 'arrays');
    const replaced = writeRandomFile(files.path('graphs.pdf'), 2 * MB);
    const skipped = writeText(files.path('trees.txt'), 'trees');
    await upload(page, notesOf('dsa'), [kept, replaced, skipped]);
    await expect(page.getByText('3 files', { exact: true })).toBeVisible();
    const before = (await allLists(page))['notes_dsa'] as { id: string; fileName: string }[];
    const oldGraphs = before.find((r) => r.fileName === 'graphs.pdf')?.id ?? '';

    await page.goto('/upload-notes/dsa');
    await chooseFiles(page, [kept, replaced, skipped, writeText(files.path('heaps.txt'), 'heaps')]);
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const ask = (name: string) =>
      page.getByRole('dialog', { name: `‘${name}’ is already in this list` });
    await expect(ask('arrays.txt').getByRole('button', { name: 'Keep both' })).toBeFocused();
    expect(await backdropGaps(page)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    await expectNoSeriousA11yViolations(page);
    await ask('arrays.txt').getByRole('button', { name: 'Keep both' }).click();
    await ask('graphs.pdf').getByRole('button', { name: 'Replace' }).click();
    await ask('trees.txt').getByRole('button', { name: 'Skip' }).click();
    await expect(page).toHaveURL(/\/view-notes\/dsa$/);
    await expect(page.getByText('5 files', { exact: true })).toBeVisible();

    const after = (await allLists(page))['notes_dsa'] as { id: string; fileName: string }[];
    const count = (name: string) => after.filter((r) => r.fileName === name).length;
    expect([
      count('arrays.txt'),
      count('graphs.pdf'),
      count('trees.txt'),
      count('heaps.txt'),
    ]).toEqual([2, 1, 1, 1]);
    // The replaced note is a new copy; the old one's bytes are gone with it.
    expect(after.some((r) => r.id === oldGraphs)).toBe(false);
    const { entries } = await readFileDb(page);
    expect(entries.some((entry) => entry.id === oldGraphs || entry.fileId === oldGraphs)).toBe(
      false,
    );
    expect(entries.length).toBeGreaterThan(0);
  },
);

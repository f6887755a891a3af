import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './axe';
import { allLists } from './backup-files';
import { chooseFiles, MB, readFileDb, writeRandomFile, upload, notesOf } from './files';
import { asStudent, expect } from './fixtures';
import { backdropGaps } from './layout-check';
import { writeText } from './sample-files';

asStudent(
  'a file named like one in the list, whatever its size, is kept under a numbered name, replaces the stored one (to the Trash), or is skipped',
  async ({ page, files }) => {
    const kept = writeText(files.path('arrays.txt'), 'arrays');
    const replaced = writeRandomFile(files.path('graphs.pdf'), 2 * MB);
    const skipped = writeText(files.path('trees.txt'), 'trees');
    await upload(page, notesOf('dsa'), [kept, replaced, skipped]);
    await expect(page.getByText('3 files', { exact: true })).toBeVisible();
    const before = (await allLists(page))['notes_dsa'] as { id: string; fileName: string }[];
    const oldGraphs = before.find((r) => r.fileName === 'graphs.pdf')?.id ?? '';

    // A new version of arrays.txt: the same name, another size.
    mkdirSync(files.path('v2'), { recursive: true });
    const newer = writeText(files.path('v2/arrays.txt'), 'arrays, now with amortised analysis');
    await page.goto('/upload-notes/dsa');
    await chooseFiles(page, [
      newer,
      replaced,
      skipped,
      writeText(files.path('heaps.txt'), 'heaps'),
    ]);
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const ask = (name: string) =>
      page.getByRole('dialog', { name: `‘${name}’ is already in this list` });
    await expect(ask('arrays.txt').getByRole('button', { name: 'Keep both' })).toBeFocused();
    expect(await backdropGaps(page)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    await expectNoSeriousA11yViolations(page);
    await expect(ask('arrays.txt')).toContainText(
      "Keep both (this one as 'arrays (2).txt'), replace the stored one, or skip this file?",
    );
    await ask('arrays.txt').getByRole('button', { name: 'Keep both' }).click();
    await ask('graphs.pdf').getByRole('button', { name: 'Replace' }).click();
    await ask('trees.txt').getByRole('button', { name: 'Skip' }).click();
    await expect(page).toHaveURL(/\/view-notes\/dsa$/);
    await expect(page.getByText('5 files', { exact: true })).toBeVisible();

    const after = (await allLists(page))['notes_dsa'] as { id: string; fileName: string }[];
    const count = (name: string) => after.filter((r) => r.fileName === name).length;
    expect([
      count('arrays.txt'),
      count('arrays (2).txt'),
      count('graphs.pdf'),
      count('trees.txt'),
      count('heaps.txt'),
    ]).toEqual([1, 1, 1, 1, 1]);
    // The replaced note is a new copy; the old one waits in the Trash, where its bytes go for good.
    expect(after.some((r) => r.id === oldGraphs)).toBe(false);
    await page.goto('/trash');
    await page.getByRole('button', { name: 'Delete for good: graphs.pdf' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByText("Deleted 'graphs.pdf' for good.")).toBeVisible();
    const { entries } = await readFileDb(page);
    expect(entries.some((entry) => entry.id === oldGraphs || entry.fileId === oldGraphs)).toBe(
      false,
    );
    expect(entries.length).toBeGreaterThan(0);
  },
);

import { expectNoSeriousA11yViolations } from './axe';
import { allLists } from './backup-files';
import { chooseFiles, holdListWriterRole, MB, readFileDb, writeRandomFile } from './files';
import { asStudent, expect, test } from './fixtures';

asStudent(
  'a large upload shows its overall progress; Cancel stops it, the note in progress leaving no trace',
  async ({ context, page, files }) => {
    test.setTimeout(120_000);
    // Each list entry of this upload waits for a writer that never answers: time enough to
    // cancel while files are still to come.
    await holdListWriterRole(context);
    await page.bringToFront();

    const notes = ['lecture-1.pdf', 'lecture-2.pdf', 'lecture-3.pdf'].map((name) =>
      writeRandomFile(files.path(name), 12 * MB),
    );
    await page.goto('/upload-notes/dsa');
    await chooseFiles(page, notes);
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const overall = page.getByRole('progressbar', { name: 'Overall progress' });
    await expect(overall).toBeVisible();
    await expect(page.getByText(/^[\d.]+ (Bytes|KB|MB) of 36 MB stored/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Upload cancelled\./ })).toBeVisible();
    await expect(overall).toHaveCount(0);

    // What was stored before the Cancel stays whole; nothing of the rest is in the store.
    const listed = ((await allLists(page))['notes_dsa'] ?? []) as { id: string }[];
    expect(listed.length).toBeLessThan(3);
    const listedIds = new Set(listed.map(({ id }) => id));
    const { entries } = await readFileDb(page);
    expect(entries.filter((entry) => !listedIds.has(entry.fileId ?? entry.id))).toEqual([]);
    expect(entries).toHaveLength(listed.length * 13);
    // The files not stored stay selected, ready to upload again.
    await expect(
      page.getByRole('heading', { name: `Selected files (${3 - listed.length})` }),
    ).toBeVisible();
  },
);

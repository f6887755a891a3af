/**
 * The Trash: a delete and Clear All put files there instead of deleting them; it lists them with
 * where they came from, restores them to their list, deletes them for good, and empties; the
 * storage panel counts it; 30 days on, a start deletes them for good, bytes and all.
 */
import { expectNoSeriousA11yViolations } from './axe';
import {
  currentUid,
  deleteToTrash,
  MB,
  notesOf,
  readFileDb,
  readStoredList,
  startUpChecksDone,
  upload,
  writeRandomFile,
} from './files';
import { asStudent as test, expect } from './fixtures';
import { backUp, restoreBackup, withoutSavePicker } from './backup-files';
import { LAPTOP, PHONE } from './screen-sweep';
import { writePdf, writeText } from './sample-files';

const DAY_MS = 24 * 60 * 60 * 1000;

test('deleted files wait in the Trash, named by where they came from; each is restored or deleted for good, and the panel counts them', async ({
  page,
  files,
}) => {
  test.setTimeout(120_000);
  await upload(page, notesOf('dsa'), [
    writeRandomFile(files.path('graphs.pdf'), 2 * MB + 3),
    writeText(files.path('heaps.txt'), 'a binary heap keeps its least key on top'),
  ]);
  await upload(page, { uploadPath: '/upload-papers/big-data/mid-sem', button: 'Upload Papers' }, [
    writePdf(files.path('mid-2025.pdf'), 1),
  ]);
  for (const [list, name] of [
    ['/view-notes/dsa', 'graphs.pdf'],
    ['/view-notes/dsa', 'heaps.txt'],
    ['/view-papers/big-data/mid-sem', 'mid-2025.pdf'],
  ] as const) {
    await page.goto(list);
    await deleteToTrash(page, name);
  }

  // The storage panel counts it, and leads to it.
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Your library on this device' });
  await expect(panel).toContainText(/Trash: 3 files, 2\.00 MB/);
  await panel.getByRole('link', { name: 'Open Trash' }).click();
  await expect(page).toHaveURL(/\/trash$/);
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
  const items = page.getByRole('list', { name: 'Files in the Trash' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: 'mid-2025.pdf' })).toContainText(
    'From Question papers · Big Data · Mid Semester',
  );
  await expect(items.filter({ hasText: 'graphs.pdf' })).toContainText('From Notes · DSA');
  await expect(items.first()).toContainText('30 days left');
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }

  // Restored: back in its list, out of the Trash.
  await page.getByRole('button', { name: 'Restore heaps.txt' }).click();
  await expect(page.getByText("Restored 'heaps.txt' to its list.")).toBeVisible();
  await expect(items).toHaveCount(2);

  // Deleted for good, after its question: the bytes go.
  await page.getByRole('button', { name: 'Delete for good: graphs.pdf' }).click();
  const question = page.getByRole('dialog', { name: "Delete 'graphs.pdf' for good?" });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText("Deleted 'graphs.pdf' for good.")).toBeVisible();
  expect((await readFileDb(page)).entries).toEqual([]);

  // Emptied from the panel.
  await page.goto('/dashboard');
  await expect(panel).toContainText('Trash: 1 file');
  await panel.getByRole('button', { name: 'Empty Trash' }).click();
  await page
    .getByRole('dialog', { name: 'Empty the Trash?' })
    .getByRole('button', { name: 'Empty Trash' })
    .click();
  await expect(panel).toContainText('Trash: empty');
  await page.goto('/view-notes/dsa');
  await expect(page.getByText('heaps.txt', { exact: true })).toBeVisible();
  expect(await readStoredList(page, 'papers_big-data_mid-sem')).toEqual([]);
});

test('a backup restore leaves a file of the Trash there, and says where it comes back from', async ({
  page,
  files,
}) => {
  await withoutSavePicker(page);
  await upload(page, notesOf('dsa'), [
    writeText(files.path('tries.txt'), 'a trie keeps words by their prefixes'),
    writeText(files.path('heaps.txt'), 'a binary heap keeps its least key on top'),
  ]);
  const backup = files.path('library.zip');
  await backUp(page, backup);
  await page.goto('/view-notes/dsa');
  await deleteToTrash(page, 'heaps.txt');

  await restoreBackup(page, backup, {
    before:
      '1 of them is on this device already and will be skipped. 1 of them is in your Trash and will stay there: restore it from the Trash.',
    after:
      'Restored 0 files; 1 already on this device was skipped; 1 in your Trash was left out (restore it from the Trash).',
  });
  await page.goto('/trash');
  await page.getByRole('button', { name: 'Restore heaps.txt' }).click();
  await expect(page.getByText("Restored 'heaps.txt' to its list.")).toBeVisible();
  await page.goto('/view-notes/dsa');
  await expect(page.getByRole('link', { name: 'heaps.txt' })).toBeVisible();
});

test('a file in the Trash for 31 days is deleted for good, bytes and all, at the next start', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [
    writeRandomFile(files.path('old-notes.pdf'), 2 * MB),
    writeRandomFile(files.path('recent-notes.pdf'), 2 * MB),
  ]);
  const uid = await currentUid(page);
  for (const name of ['old-notes.pdf', 'recent-notes.pdf']) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Deleted '${name}'.`, { exact: false })).toBeVisible();
  }
  // One of them deleted 31 days ago, as the Trash records it.
  await page.evaluate(
    ({ key, ago }) => {
      const entries = JSON.parse(localStorage.getItem(key) ?? '[]') as {
        record: { fileName: string };
        deletedAt: string;
      }[];
      for (const entry of entries) {
        if (entry.record.fileName === 'old-notes.pdf') {
          entry.deletedAt = new Date(Date.now() - ago).toISOString();
        }
      }
      localStorage.setItem(key, JSON.stringify(entries));
    },
    { key: `trash_${uid}`, ago: 31 * DAY_MS },
  );
  expect((await readFileDb(page)).entries).toHaveLength(6);

  await page.reload();
  await startUpChecksDone(page);
  expect((await readFileDb(page)).entries).toHaveLength(3);
  await page.goto('/trash');
  const items = page.getByRole('list', { name: 'Files in the Trash' }).getByRole('listitem');
  await expect(items).toHaveText([/recent-notes\.pdf/]);
});

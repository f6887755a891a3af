import { chooseFiles, MB, readFileDb, startUpChecksDone, writeRandomFile } from './files';
import { asStudent, expect } from './fixtures';
import { allLists } from './backup-files';
import { writeText } from './sample-files';

const test = asStudent;
// 4 rounds of 2 × 10 files: 80 entries expected.
const ROUNDS = 4;

test('two tabs uploading to one list at the same moment keep every entry, 4 rounds, and each follows the other', async ({
  page,
  context,
  files,
}) => {
  test.setTimeout(240_000);
  const other = await context.newPage();
  const tabs = [page, other];
  // New files every round: the same file picked again would ask whether to keep both.
  const picks = (round: number) =>
    tabs.map((_, tab) =>
      Array.from({ length: 10 }, (_, n) =>
        n < 2
          ? writeRandomFile(files.path(`r${round}-tab${tab}-large-${n}.pdf`), Math.round(1.2 * MB))
          : writeText(
              files.path(`r${round}-tab${tab}-note-${n}.txt`),
              `round ${round} tab ${tab} note ${n}`,
            ),
      ),
    );
  for (let round = 1; round <= ROUNDS; round += 1) {
    const picked = picks(round);
    await Promise.all(
      tabs.map(async (tab, index) => {
        await tab.goto('/upload-notes/dsa');
        await chooseFiles(tab, picked[index] ?? []);
      }),
    );
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Upload Files' }).click()));
    await Promise.all(
      tabs.map((tab) => expect(tab).toHaveURL(/\/view-notes\/dsa$/, { timeout: 60_000 })),
    );
    // Each tab's list shows the other's files too, without a reload.
    for (const tab of tabs) {
      await expect(
        tab.getByText(`${20 * round} files`, { exact: true }),
        `round ${round}`,
      ).toBeVisible();
    }
  }

  // A restart runs the start-up sweep: no listed file loses its bytes.
  await page.reload();
  await expect(page.getByText(`${20 * ROUNDS} files`, { exact: true })).toBeVisible();
  await startUpChecksDone(page);
  const list = (await allLists(page))['notes_dsa'] as { id: string; isLargeFile: boolean }[];
  expect(list).toHaveLength(20 * ROUNDS);
  expect(new Set(list.map(({ id }) => id)).size).toBe(20 * ROUNDS);
  const { entries } = await readFileDb(page);
  const stored = new Set(entries.map((entry) => entry.id));
  const large = list.filter((record) => record.isLargeFile);
  expect(large).toHaveLength(4 * ROUNDS);
  for (const { id } of large) {
    expect(stored.has(id) && stored.has(`${id}_chunk_0`) && stored.has(`${id}_chunk_1`), id).toBe(
      true,
    );
  }
});

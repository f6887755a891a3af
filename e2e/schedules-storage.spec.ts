import { asStudent, chooseBranch, createAccount, signIn, expect } from './fixtures';
import {
  MB,
  chooseFiles,
  expectNothingStored,
  readFileDb,
  readStoredList,
  writeRandomFile,
} from './files';
import { test } from './kinds-suite';

const MB_FIGURES = String.raw`\d+\.\d{2}MB of \d+\.\d{2}MB available storage`;

test('a full file store gives the storage-limit message with MB figures and keeps earlier schedules', async ({
  page,
  context,
  files,
}) => {
  // Before the origin first stores anything: a 20 MB quota that IndexedDB really enforces.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: 'http://localhost:4173',
    quotaSize: 20 * MB,
  });
  await signIn(page, await createAccount());
  await chooseBranch(page);

  await page.goto('/upload-schedule');
  await chooseFiles(page, [writeRandomFile(files.path('kept.pdf'), 6 * MB)]);
  await page.getByRole('button', { name: 'Upload Schedules' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Successfully uploaded 1 schedule file(s)!' }),
  ).toBeVisible();
  const kept = await readStoredList(page, 'lecture_schedules');
  expect(kept).toHaveLength(1);

  await chooseFiles(page, [writeRandomFile(files.path('too-much.pdf'), 25 * MB)]);
  await page.getByRole('button', { name: 'Upload Schedules' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    new RegExp(
      `^Storage limit reached! You are using ${MB_FIGURES}\\. Please delete some existing files and try again\\.$`,
    ),
  );
  // The file stays selected for another try; the earlier schedule and its bytes are untouched.
  await expect(page.getByRole('button', { name: 'Remove too-much.pdf' })).toBeEnabled();
  expect(await readStoredList(page, 'lecture_schedules')).toEqual(kept);
  const keptId = String(kept?.[0]?.id);
  expect((await readFileDb(page)).entries.map((entry) => entry.id)).toEqual([keptId]);
});

asStudent(
  'a full list gives the quota-exceeded message with MB figures and percentage, storing nothing',
  async ({ page, files }) => {
    await page.goto('/upload-schedule');
    await chooseFiles(page, [writeRandomFile(files.path('week-3.png'), 4096)]);
    // Fill localStorage to the last byte: neither the inline copy nor the list entry fits.
    const fillers = await page.evaluate(() => {
      let size = 1024 * 1024;
      let count = 0;
      while (size >= 1) {
        try {
          localStorage.setItem(`test-filler-${count}`, 'x'.repeat(size));
          count += 1;
        } catch {
          size = Math.floor(size / 2);
        }
      }
      return count;
    });
    expect(fillers).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Upload Schedules' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      new RegExp(
        `^Storage quota exceeded! You are using ${MB_FIGURES} \\(\\d+\\.\\d%\\)\\. Please delete some files and try again\\.$`,
      ),
    );
    await page.evaluate((count) => {
      for (let i = 0; i < count; i += 1) localStorage.removeItem(`test-filler-${i}`);
    }, fillers);
    // The bytes that went to the file store when the inline copy did not fit are gone again.
    await expectNothingStored(page, 'lecture_schedules');
  },
);

asStudent(
  'an unusable file store gives the generic upload failure and stores nothing',
  async ({ page, files }) => {
    await page.addInitScript(() => {
      const open = IDBFactory.prototype.open;
      IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
        if (name === 'StudyShelfFiles')
          throw new DOMException('Broken for the test', 'UnknownError');
        return open.call(this, name, version);
      };
    });
    await page.goto('/upload-schedule');
    await chooseFiles(page, [writeRandomFile(files.path('large-timetable.pdf'), 6 * MB)]);
    await page.getByRole('button', { name: 'Upload Schedules' }).click();
    await expect(page.getByRole('alert')).toHaveText('Upload failed. Please try again.');
    expect(await readStoredList(page, 'lecture_schedules')).toBeNull();
  },
);

import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  allLists,
  backUp,
  chooseBackup,
  manifestFor,
  onAnotherDevice,
  restoreBackup,
  withoutSavePicker,
  writeDocx,
  writeZip,
} from './backup-files';
import {
  MB,
  readFileDb,
  sha256OfDownload,
  sha256OfFile,
  upload,
  writeRandomFile,
  notesOf,
} from './files';
import { asStudent, expect, test } from './fixtures';
import { writePdf, writePdfWithWords } from './sample-files';

async function hashOfDownload(page: Page, listPath: string, fileName: string): Promise<string> {
  await page.goto(listPath);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${fileName}`, exact: true }).click();
  return sha256OfDownload(await download);
}

test('a library of every kind is backed up and restored in a fresh profile, the same to the byte; twice adds nothing', async ({
  browser,
  page,
  student,
  files,
}) => {
  test.setTimeout(180_000);
  await withoutSavePicker(page);
  const bigNote = writeRandomFile(files.path('recorded-lecture.pdf'), 31 * MB);
  const docx = await writeDocx(files.path('essay.docx'));
  await upload(page, notesOf('dsa'), [
    bigNote,
    writePdfWithWords(files.path('graphs.pdf'), 2, { 2: 'Prim grows a spanning tree' }),
  ]);
  await upload(page, { uploadPath: '/upload-papers/big-data/mid-sem', button: 'Upload Papers' }, [
    writeRandomFile(files.path('mid-2024.pdf'), 6 * MB),
  ]);
  await upload(page, { uploadPath: '/upload-schedule', button: 'Upload Schedules' }, [
    writeRandomFile(files.path('week.csv'), 900),
  ]);
  await upload(page, { uploadPath: '/upload-reference-books/ai-ml', button: 'Upload Books' }, [
    docx,
  ]);
  const lists = await allLists(page);
  expect(Object.values(lists).flat()).toHaveLength(5);

  const backup = files.path('backup.zip');
  await backUp(page, backup);
  await expect(page.getByText(/^Last backup/).locator('..')).not.toContainText('Never');
  // A backup is a copy off this device.
  await expect(page.getByText('Today, a backup')).toBeVisible();

  await onAnotherDevice(browser, student, async (fresh) => {
    await chooseBackup(fresh, backup);
    const dialog = fresh.getByRole('dialog', { name: 'Restore from backup' });
    await expect(dialog).toContainText(
      /This backup holds 2 notes, 1 question paper, 1 lecture schedule and 1 reference book \(\d+\.\d\d MB\)\. Files already on this device are skipped\./,
    );
    await expectNoSeriousA11yViolations(fresh);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(fresh.getByText('Restored 5 files.')).toBeVisible({ timeout: 60_000 });

    expect(await allLists(fresh)).toEqual(lists);
    // The index is not in the backup: this device reads the restored files for their words.
    await fresh.getByRole('combobox', { name: 'Search files' }).fill('spanning');
    await expect(fresh.getByRole('group', { name: 'Inside files' }).getByRole('option')).toHaveText(
      [/graphs\.pdf.*Page 2/],
      { timeout: 60_000 },
    );
    await fresh.getByRole('combobox', { name: 'Search files' }).fill('');
    const originals: [string, string, string][] = [
      ['/view-notes/dsa', 'recorded-lecture.pdf', bigNote],
      ['/view-reference-books/ai-ml', 'essay.docx', docx],
      ['/view-papers/big-data/mid-sem', 'mid-2024.pdf', files.path('mid-2024.pdf')],
    ];
    for (const [listPath, name, original] of originals) {
      expect(await hashOfDownload(fresh, listPath, name), name).toBe(await sha256OfFile(original));
    }

    // Again: everything is already there, as the dialog says first, so nothing is added.
    await restoreBackup(fresh, backup, {
      before: 'All of them are on this device already: nothing would change.',
      after: 'Restored 0 files; 5 already on this device were skipped.',
    });
    expect(await allLists(fresh)).toEqual(lists);
  });
});

asStudent(
  'a file that is not a StudyShelf backup, or a damaged one, is refused with its reason and changes nothing',
  async ({ page, files }) => {
    await upload(page, notesOf('iot'), [writePdf(files.path('kept.pdf'), 1)]);
    const before = await allLists(page);
    const record = { ...(before['notes_iot']?.[0] as Record<string, unknown>) };
    delete record.data;
    const entry = (path: string, size = 10) => ({
      path,
      listKey: 'notes_iot',
      record: { ...record, id: `restored_${size}`, fileSize: size },
    });

    const cases: [string, string, RegExp][] = [
      [
        writeRandomFile(files.path('random.zip'), 5000),
        'not a zip',
        /This file is not a StudyShelf backup: it is not a zip file\./,
      ],
      [
        await writeZip(files.path('photos.zip'), [{ name: 'a.txt', input: 'x' }]),
        'no manifest',
        /This zip was not made by StudyShelf: it has no StudyShelf manifest\./,
      ],
      [
        await writeZip(files.path('mismatch.zip'), [
          { name: 'studyshelf-manifest.json', input: manifestFor([entry('notes/iot/a.pdf')]) },
          { name: 'notes/iot/b.pdf', input: '0123456789' },
        ]),
        'manifest mismatch',
        /This backup is damaged: its manifest does not match the files in it\./,
      ],
      [
        await writeZip(files.path('huge.zip'), [
          {
            name: 'studyshelf-manifest.json',
            input: manifestFor([entry('notes/iot/a.pdf', 101 * MB)]),
          },
          { name: 'notes/iot/a.pdf', input: '0123456789' },
        ]),
        'an entry over 100 MB',
        /This backup holds a file over 100 MB \(notes\/iot\/a\.pdf\)/,
      ],
      [
        await writeZip(files.path('escape.zip'), [
          { name: 'studyshelf-manifest.json', input: manifestFor([entry('../../evil.pdf')]) },
          { name: '../../evil.pdf', input: '0123456789' },
        ]),
        'a path outside the library',
        /This backup names a file outside the library \(\.\.\/\.\.\/evil\.pdf\)/,
      ],
      [
        await writeZip(files.path('twice.zip'), [
          { name: 'studyshelf-manifest.json', input: manifestFor([entry('notes/iot/a.pdf')]) },
          { name: 'notes/iot/a.pdf', input: '0123456789' },
          { name: 'notes/iot/a.pdf', input: 'other bytes' },
        ]),
        'two entries of one name',
        /This backup is damaged: its manifest does not match the files in it\./,
      ],
      [
        await writeZip(files.path('padded.zip'), [
          {
            name: 'studyshelf-manifest.json',
            input: `${' '.repeat(8 * MB)}${manifestFor([])}`,
          },
        ]),
        'a manifest over 8 MB',
        /This backup's manifest is larger than any StudyShelf writes: it was not read\./,
      ],
    ];
    for (const [path, what, message] of cases) {
      await chooseBackup(page, path);
      await expect(page.getByRole('alert'), what).toHaveText(message);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await allLists(page), what).toEqual(before);
      await page.getByRole('button', { name: 'Dismiss message' }).click();
    }
    expect((await readFileDb(page)).entries).toEqual([]);
  },
);

asStudent(
  'a crafted backup neither writes over a file on this device nor plants one under another account',
  async ({ page, files }) => {
    const kept = writeRandomFile(files.path('kept.pdf'), 3 * MB);
    await upload(page, notesOf('iot'), [kept]);
    const before = await allLists(page);
    const record = { ...(before['notes_iot']?.[0] as Record<string, unknown>) };
    const forged = (path: string, fields: Record<string, unknown>) => ({
      path,
      listKey: 'notes_dsa',
      record: { ...record, fileSize: 10, isLargeFile: false, ...fields },
    });
    // The id of the note above under another list: restored, it would take that note's bytes.
    const sameId = await writeZip(files.path('same-id.zip'), [
      {
        name: 'studyshelf-manifest.json',
        input: manifestFor([forged('notes/dsa/same-id.pdf', {})]),
      },
      { name: 'notes/dsa/same-id.pdf', input: '0123456789' },
    ]);
    await chooseBackup(page, sameId);
    await expect(page.getByRole('alert')).toHaveText(
      'This backup holds a file under a subject, paper type or id StudyShelf does not make (notes/dsa/same-id.pdf). Nothing was restored.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Dismiss message' }).click();

    const planted = await writeZip(files.path('planted.zip'), [
      {
        name: 'studyshelf-manifest.json',
        input: manifestFor([
          forged('notes/dsa/planted.pdf', {
            id: 'notes_dsa_1764223200000_planted1',
            uploadedBy: 'someone-else',
            subject: 'dsa',
          }),
        ]),
      },
      { name: 'notes/dsa/planted.pdf', input: '0123456789' },
    ]);
    await restoreBackup(page, planted, {
      before: '1 of them was uploaded by another account and will not be restored.',
      after: 'Restored 0 files; 1 uploaded by another account was left out.',
    });
    expect(await allLists(page)).toEqual(before);
    expect(await hashOfDownload(page, '/view-notes/iot', 'kept.pdf')).toBe(
      await sha256OfFile(kept),
    );
  },
);

test('a quota error mid-restore stops with the storage message and keeps the files fully restored', async ({
  browser,
  page,
  student,
  files,
}) => {
  test.setTimeout(120_000);
  await withoutSavePicker(page);
  await upload(page, notesOf('big-data'), [
    writeRandomFile(files.path('one.pdf'), 6 * MB),
    writeRandomFile(files.path('two.pdf'), 6 * MB),
    writeRandomFile(files.path('three.pdf'), 6 * MB),
  ]);
  const backup = files.path('backup.zip');
  await backUp(page, backup);

  await onAnotherDevice(
    browser,
    student,
    async (fresh) => {
      await chooseBackup(fresh, backup);
      await fresh.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
      await expect(fresh.getByRole('alert')).toHaveText(
        /^Storage quota exceeded! You are using .+ of storage\. Please delete some files and try again\.\s*Restored 1 file before stopping\.$/,
      );
      const lists = await allLists(fresh);
      expect(lists['notes_big-data']).toHaveLength(1);
      const kept = (lists['notes_big-data']?.[0] as { id: string }).id;
      // Only the restored file's bytes are stored: metadata and its 6 chunks, nothing half-written.
      const { entries } = await readFileDb(fresh);
      expect(entries.every((entry) => entry.id === kept || entry.fileId === kept)).toBe(true);
      expect(entries).toHaveLength(7);

      // Chosen again, the backup says which part of it is here already.
      await chooseBackup(fresh, backup);
      await expect(fresh.getByRole('dialog')).toContainText(
        '1 of them is on this device already and will be skipped.',
      );
      await fresh.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    },
    // Before the origin first stores anything: a quota IndexedDB really enforces.
    async (fresh, context) => {
      const cdp = await context.newCDPSession(fresh);
      await cdp.send('Storage.overrideQuotaForOrigin', {
        origin: 'http://localhost:4173',
        quotaSize: 10 * MB,
      });
    },
  );
});

test('a backup damaged after it was made stops at the damaged file, keeping the ones restored before it', async ({
  browser,
  page,
  student,
  files,
}) => {
  await withoutSavePicker(page);
  await upload(page, notesOf('iot'), [
    writeRandomFile(files.path('sensors.pdf'), 300_000),
    writeRandomFile(files.path('mqtt.pdf'), 300_000),
  ]);
  const backup = files.path('backup.zip');
  await backUp(page, backup);
  // One byte of mqtt.pdf changed in the zip, as a failing disk or a bad copy would.
  const zip = readFileSync(backup);
  const at = zip.indexOf('notes/iot/mqtt.pdf') + 'notes/iot/mqtt.pdf'.length + 1000;
  zip[at] = (zip[at] ?? 0) ^ 0xff;
  writeFileSync(backup, zip);

  await onAnotherDevice(browser, student, async (fresh) => {
    await chooseBackup(fresh, backup);
    await fresh.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expect(fresh.getByRole('alert')).toContainText(
      'This backup is damaged: notes/iot/mqtt.pdf is not what was backed up. The files restored before it were kept.',
    );
    const names = (await allLists(fresh))['notes_iot']?.map(
      (r) => (r as { fileName: string }).fileName,
    );
    expect(names ?? []).not.toContain('mqtt.pdf');
    const { entries } = await readFileDb(fresh);
    expect(entries.filter((entry) => entry.fileName === 'mqtt.pdf')).toHaveLength(0);
  });
});

asStudent(
  'the dashboard shows storage health; the profile menu backs up to the file the student picks',
  async ({ page, files }) => {
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Your library on this device' });
    await expect(
      panel.getByText(/^[\d.]+ (Bytes|KB|MB|GB) used, [\d.]+ (Bytes|KB|MB|GB) free$/),
    ).toBeVisible();
    await expect(panel.getByText(/^(Persistent|Not persistent)/)).toBeVisible();
    await expect(panel.getByText('Never', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await upload(page, notesOf('focs'), [writePdf(files.path('automata.pdf'), 1)]);
    await page.goto('/dashboard');
    // Files and no backup: a reminder (or the eviction warning where storage is not persistent).
    await expect(
      panel.getByRole('status').filter({ hasText: /never been backed up|may clear/ }),
    ).toBeVisible();

    // The browser's save picker, answered with a real file in the origin's private file system.
    await page.evaluate(() => {
      (
        window as unknown as { showSaveFilePicker: () => Promise<FileSystemFileHandle> }
      ).showSaveFilePicker = async () =>
        (await navigator.storage.getDirectory()).getFileHandle('picked.zip', { create: true });
    });
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page
      .getByRole('group', { name: 'Profile menu' })
      .getByRole('button', { name: 'Back up library' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Backed up 1 file.' })).toBeVisible();
    const written = await page.evaluate(async () => {
      const file = await (
        await (await navigator.storage.getDirectory()).getFileHandle('picked.zip')
      ).getFile();
      const bytes = new Uint8Array(await file.arrayBuffer());
      return {
        size: file.size,
        head: [...bytes.slice(0, 4)],
        text: new TextDecoder().decode(bytes),
      };
    });
    expect(written.head).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(written.text).toContain('studyshelf-manifest.json');
    expect(written.text).toContain('notes/focs/automata.pdf');
    // The panel follows the menu's backup at once, and its reminder goes with it.
    await expect(panel.getByText('Never', { exact: true })).toHaveCount(0);
    await expect(panel.getByText(/\(1 file\)$/)).toBeVisible();
    await expect(panel.getByText(/never been backed up/)).toHaveCount(0);
    await page.reload();
    await expect(panel.getByText(/\(1 file\)$/)).toBeVisible();
  },
);

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { expect, test, createAccount, signIn, chooseBranch } from './fixtures';
import {
  chooseFiles,
  currentUid,
  downloadFromList,
  entriesOf,
  expectNothingStored,
  fileDir,
  MB,
  readFileDb,
  readStoredList,
  sha256OfFile,
  writeRandomFile,
  writeSparseFile,
} from './files';
import { uploadNotes } from './notes-helpers';

interface NoteRecord {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  uploadedAt: string;
  subject: string;
  uploadedBy: string;
  isLargeFile: boolean;
  data?: string;
}

const files = fileDir();
test.afterAll(() => files.remove());

const ID = /^notes_big-data_\d{13}_[a-z0-9]{9}$/;

test('notes of 20 KB, 1 MB + 1 byte and 35 MB are stored as the spec says and download byte for byte', async ({
  page,
  student,
}) => {
  expect(student.email).toBeTruthy();
  test.setTimeout(120_000);
  const small = writeRandomFile(files.path('summary.pdf'), 20 * 1024);
  const edge = writeRandomFile(files.path('week 2 slides.pptx'), MB + 1);
  const large = writeRandomFile(files.path('recorded-lecture.pdf'), 35 * MB);

  await page.goto('/upload-notes/big-data');
  await chooseFiles(page, [small, edge, large]);
  const selected = page.getByRole('list', { name: 'Selected files' });
  await expect(selected.getByRole('listitem')).toHaveCount(3);
  await expect(selected.getByText('35 MB', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Successfully uploaded 3 file(s)! Opening your notes...',
  );
  await expect(page).toHaveURL(/\/view-notes\/big-data$/);

  // The list: newest first, with size and the footer count.
  const rows = page.getByRole('list', { name: 'Files' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('recorded-lecture.pdf');
  await expect(rows.nth(0)).toContainText('35 MB');
  await expect(rows.nth(1)).toContainText('week 2 slides.pptx');
  await expect(rows.nth(1)).toContainText('1.00 MB');
  await expect(rows.nth(2)).toContainText('summary.pdf');
  await expect(rows.nth(2)).toContainText('20 KB');
  await expect(page.getByText('3 files', { exact: true })).toBeVisible();

  // localStorage: the spec's record fields, the small file inline as a data URL.
  const uid = await currentUid(page);
  const list = (await readStoredList<NoteRecord>(page, 'notes_big-data')) ?? [];
  expect(list).toHaveLength(3);
  const byName = new Map(list.map((record) => [record.fileName, record]));
  const inline = byName.get('summary.pdf');
  expect(inline).toMatchObject({
    fileSize: 20 * 1024,
    fileType: 'application/pdf',
    subject: 'big-data',
    uploadedBy: uid,
    isLargeFile: false,
  });
  expect(inline?.id).toMatch(ID);
  expect(new Date(inline?.uploadedAt ?? '').toISOString()).toBe(inline?.uploadedAt);
  const [prefix, base64] = (inline?.data ?? '').split(',');
  expect(prefix).toBe('data:application/pdf;base64');
  expect(
    createHash('sha256')
      .update(Buffer.from(base64 ?? '', 'base64'))
      .digest('hex'),
  ).toBe(await sha256OfFile(small));
  for (const [name, size] of [
    ['week 2 slides.pptx', MB + 1],
    ['recorded-lecture.pdf', 35 * MB],
  ] as const) {
    const record = byName.get(name);
    expect(record).toMatchObject({
      fileSize: size,
      subject: 'big-data',
      uploadedBy: uid,
      isLargeFile: true,
    });
    expect(record?.id).toMatch(ID);
    expect(record).not.toHaveProperty('data');
  }

  // IndexedDB: StudyShelfFiles v2, store `files` by id with its indexes; a metadata record plus 1 MB chunks.
  const db = await readFileDb(page);
  expect(db).toMatchObject({ exists: true, version: 2, stores: ['files'], keyPath: 'id' });
  expect([...(db.indexes ?? [])].sort()).toEqual(['chunkIndex', 'subject', 'uploadedBy']);
  for (const [name, size, chunks] of [
    ['week 2 slides.pptx', MB + 1, 2],
    ['recorded-lecture.pdf', 35 * MB, 35],
  ] as const) {
    const id = byName.get(name)?.id ?? '';
    const entries = entriesOf(db, id);
    const metadata = entries.filter((entry) => entry.id === id);
    expect(metadata).toEqual([
      expect.objectContaining({
        isMetadata: true,
        totalChunks: chunks,
        originalSize: size,
        fileName: name,
      }),
    ]);
    const chunkEntries = entries
      .filter((entry) => entry.fileId === id)
      .sort((a, b) => (a.chunkIndex ?? 0) - (b.chunkIndex ?? 0));
    expect(chunkEntries.map((entry) => entry.chunkIndex)).toEqual([...Array(chunks).keys()]);
    expect(
      chunkEntries.every((entry) => entry.totalChunks === chunks && entry.dataKind !== 'none'),
    ).toBe(true);
    expect(chunkEntries.reduce((sum, entry) => sum + entry.dataBytes, 0)).toBe(size);
    expect(chunkEntries[0]?.size).toBe(MB);
    expect(chunkEntries.at(-1)?.size).toBe(size - (chunks - 1) * MB);
  }
  // The inline note has no IndexedDB record: 1 + 2 + 1 + 35 records in all.
  expect(db.entries).toHaveLength(39);

  // Download returns the very bytes that were picked.
  for (const path of [small, edge, large]) {
    const name = path.split('/').at(-1) ?? '';
    expect(await downloadFromList(page, name)).toEqual({ name, sha256: await sha256OfFile(path) });
  }
});

test('View opens the note in a new tab with its safe type', async ({ page, context, student }) => {
  expect(student.email).toBeTruthy();
  const note = files.path('reading-list.txt');
  writeFileSync(note, 'Chapter 4: consistent hashing\n');
  await uploadNotes(page, 'distributed-system', [note]);

  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'View reading-list.txt' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(/^blob:http:\/\/localhost:4173\//);
  await expect(tab.locator('body')).toHaveText('Chapter 4: consistent hashing');
  await tab.close();
});

test('unsupported, oversized and too many bytes get their messages and store nothing', async ({
  page,
  student,
}) => {
  expect(student.email).toBeTruthy();
  await page.goto('/upload-notes/dsa');
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select at least one file to upload.');

  await chooseFiles(page, [writeRandomFile(files.path('setup.exe'), 64)]);
  await expect(page.getByRole('alert')).toHaveText(
    'File setup.exe is not a supported format. Please upload PDF, Word, PowerPoint, text or image files.',
  );
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);

  await chooseFiles(page, [writeSparseFile(files.path('scan.pdf'), 100 * MB + 1)]);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The following files are too large (max 100 MB per file): scan.pdf',
  );
  await page.getByRole('button', { name: 'Remove scan.pdf' }).click();

  const ninety = Array.from({ length: 6 }, (_, i) =>
    writeSparseFile(files.path(`part-${i + 1}.pdf`), 90 * MB),
  );
  await chooseFiles(page, ninety);
  await expect(
    page.getByRole('list', { name: 'Selected files' }).getByRole('listitem'),
  ).toHaveCount(6);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Total file size (540 MB) exceeds the limit of 500 MB. Please select smaller files or fewer files.',
  );
  await expect(page).toHaveURL(/\/upload-notes\/dsa$/);
  await expectNothingStored(page, 'notes_dsa');
});

test('the 10 MB reserve check refuses an upload when the estimate says space is short', async ({
  page,
  student,
}) => {
  expect(student.email).toBeTruthy();
  // Chromium's real estimate cannot be made small; this path alone stubs it (GUIDE: storage notes).
  await page.addInitScript(() => {
    const mb = 1024 * 1024;
    Object.defineProperty(navigator.storage, 'estimate', {
      value: async () => ({ usage: 95 * mb, quota: 100 * mb }),
    });
  });
  await page.goto('/upload-notes/ai-ml');
  await chooseFiles(page, [writeRandomFile(files.path('regression.pdf'), 3 * MB)]);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Not enough storage space! You need 13.00 MB but only have 5.00 MB available. Used: 95.00 MB of 100.00 MB. Please delete some files and try again.',
  );
  await expect(page.getByRole('button', { name: 'Remove regression.pdf' })).toBeEnabled();
  await expectNothingStored(page, 'notes_ai-ml');
});

test('a real quota error keeps earlier notes intact and leaves nothing of the failed one', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Before the app's origin first stores anything: a 40 MB quota that IndexedDB really enforces.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: 'http://localhost:4173',
    quotaSize: 40 * MB,
  });
  const user = await createAccount();
  await signIn(page, user);
  await chooseBranch(page);

  const kept = writeRandomFile(files.path('kept-notes.pdf'), 2 * MB);
  const tooMuch = writeRandomFile(files.path('too-much.pdf'), 45 * MB);
  await uploadNotes(page, 'pattern-recognition', [kept]);
  const before = await readStoredList<NoteRecord>(page, 'notes_pattern-recognition');
  expect(before).toHaveLength(1);
  const keptId = before?.[0]?.id ?? '';

  await page.goto('/upload-notes/pattern-recognition');
  await chooseFiles(page, [tooMuch]);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Storage quota exceeded! You are using \d+(\.\d\d)? (Bytes|KB|MB|GB) of storage\. Please delete some files and try again\.$/,
  );
  // The failed file stays selected for another try, and the page stays.
  await expect(page.getByRole('button', { name: 'Remove too-much.pdf' })).toBeEnabled();
  await expect(page).toHaveURL(/\/upload-notes\/pattern-recognition$/);

  const after = await readStoredList<NoteRecord>(page, 'notes_pattern-recognition');
  expect(after?.map((record) => record.id)).toEqual([keptId]);
  const db = await readFileDb(page);
  expect(db.entries.every((entry) => entry.id === keptId || entry.fileId === keptId)).toBe(true);
  expect(entriesOf(db, keptId)).toHaveLength(3);

  await page.getByRole('link', { name: 'View uploaded notes' }).click();
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(1);
  expect(await downloadFromList(page, 'kept-notes.pdf')).toEqual({
    name: 'kept-notes.pdf',
    sha256: await sha256OfFile(kept),
  });
});

test('a tab that dies in the middle of a large upload leaves no list entry, and its chunks are swept at the next start', async ({
  page,
  context,
  student,
}) => {
  expect(student.email).toBeTruthy();
  test.setTimeout(120_000);
  const big = writeRandomFile(files.path('semester-recordings.pdf'), 60 * MB);
  // A plain reload loses the race: all 60 MB are committed within ~50 ms, and the old document keeps
  // running while the reload loads. So the page freezes itself the moment its progress shows that every
  // chunk is written but the list entry is not (80%), and the renderer is then crashed from outside,
  // as a closed or killed tab would be.
  const cdp = await context.newCDPSession(page);
  const frozenAt: string[] = [];
  await page.exposeBinding('uploadFrozen', (_source, state: string) => {
    frozenAt.push(state);
    void cdp.send('Page.crash').catch(() => undefined);
  });
  await page.goto('/upload-notes/deep-learning');
  await chooseFiles(page, [big]);
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? '0');
      if (value < 80 || value === 100) return;
      observer.disconnect();
      const busy = [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Uploading files...',
      );
      void (window as unknown as { uploadFrozen: (state: string) => Promise<void> }).uploadFrozen(
        `${value}${busy ? ' busy' : ''}`,
      );
      // Nothing after this point runs in this tab: the list entry is never written.
      for (const end = Date.now() + 30_000; Date.now() < end;);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const crashed = page.waitForEvent('crash');
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await crashed;
  expect(frozenAt).toEqual(['80 busy']);

  // A page of the same origin that does not start the app shows what the dead tab left behind.
  const next = await context.newPage();
  await next.goto('/favicon.svg');
  expect(await readStoredList(next, 'notes_deep-learning')).toBeNull();
  // Every chunk and the metadata record were committed, but no list entry names them: orphans.
  const left = (await readFileDb(next)).entries;
  expect(left.filter((entry) => entry.isMetadata)).toEqual([
    expect.objectContaining({
      fileName: 'semester-recordings.pdf',
      totalChunks: 60,
      originalSize: 60 * MB,
    }),
  ]);
  expect(left.filter((entry) => entry.chunkIndex !== undefined)).toHaveLength(60);

  // The next start sweeps every record that no list entry owns.
  await next.goto('/upload-notes/deep-learning');
  await expect(next.getByRole('button', { name: 'Choose files' })).toBeVisible();
  await expect.poll(async () => (await readFileDb(next)).entries.length).toBe(0);
  expect(await readStoredList(next, 'notes_deep-learning')).toBeNull();
  await next.goto('/view-notes/deep-learning');
  await expect(next.getByRole('heading', { name: 'No files uploaded yet' })).toBeVisible();
});

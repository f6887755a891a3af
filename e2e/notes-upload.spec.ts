import { asStudent, chooseBranch, createAccount, signIn, test, expect } from './fixtures';
import {
  chooseFiles,
  downloadFromList,
  entriesOf,
  expectNothingStored,
  MB,
  readFileDb,
  readStoredList,
  sha256OfFile,
  startUpChecksDone,
  writeRandomFile,
  writeSparseFile,
  upload,
  notesOf,
} from './files';

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

asStudent(
  'a selection over 500 MB in all is refused with its total, storing nothing; the button stays in view',
  async ({ page, files }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/upload-notes/dsa');
    const parts = Array.from({ length: 20 }, (_, i) =>
      writeSparseFile(files.path(`part-${i + 1}.pdf`), 27 * MB),
    );
    await chooseFiles(page, parts);
    await expect(
      page.getByRole('list', { name: 'Selected files' }).getByRole('listitem'),
    ).toHaveCount(20);
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Total file size (540 MB) exceeds the limit of 500 MB. Please select smaller files or fewer files.',
    );
    // The selection runs past a laptop's screen, the message stands above it, and the button to
    // try again is still on screen.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(800);
    await expect(page.getByRole('button', { name: 'Upload Files' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Remove part-20.pdf' }).click();
    await expect(page.getByRole('button', { name: 'Upload Files' })).toBeInViewport({ ratio: 1 });
    await expect(page).toHaveURL(/\/upload-notes\/dsa$/);
    await expectNothingStored(page, 'notes_dsa');
  },
);

asStudent(
  'the 10 MB reserve check refuses an upload when the estimate says space is short',
  async ({ page, files }) => {
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
  },
);

test('a real quota error keeps earlier notes intact and leaves nothing of the failed one', async ({
  page,
  context,
  files,
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
  await upload(page, notesOf('pattern-recognition'), [kept]);
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

asStudent(
  'a tab that dies between storing a large upload and listing it leaves the file whole, and the next start lists it again',
  async ({ page, context, files }) => {
    test.setTimeout(120_000);
    const big = writeRandomFile(files.path('semester-recordings.pdf'), 60 * MB);
    // A plain reload loses the race: all 60 MB are committed within ~50 ms, and the old document keeps
    // running while the reload loads. So the page freezes itself the moment its progress shows that every
    // chunk is handed over but the list entry is not written (80%). The browser commits the chunks on its
    // own meanwhile; once another tab can read them, the renderer is crashed from outside, as a tab closed
    // or killed then would be. (A crash before the commit ends would abort it, leaving nothing at all.)
    const cdp = await context.newCDPSession(page);
    const frozenAt: string[] = [];
    await page.exposeBinding('uploadFrozen', async (_source, state: string) => {
      frozenAt.push(state);
      const probe = await context.newPage();
      try {
        await probe.goto('/favicon.svg');
        const deadline = Date.now() + 30_000;
        while (Date.now() < deadline) {
          // A read waits for the upload's write transaction to end.
          if ((await readFileDb(probe)).entries.some((entry) => entry.isMetadata)) break;
          await probe.waitForTimeout(100);
        }
      } finally {
        await probe.close();
        void cdp.send('Page.crash').catch(() => undefined);
      }
    });
    await page.goto('/upload-notes/deep-learning');
    await chooseFiles(page, [big]);
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const bar = document.querySelector(
          '[role="progressbar"]:not([aria-label="Overall progress"])',
        );
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
        for (const end = Date.now() + 60_000; Date.now() < end;);
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
    // Every chunk and the metadata record were committed, but no list entry names them.
    const left = (await readFileDb(next)).entries;
    expect(left.filter((entry) => entry.isMetadata)).toEqual([
      expect.objectContaining({
        fileName: 'semester-recordings.pdf',
        totalChunks: 60,
        originalSize: 60 * MB,
      }),
    ]);
    expect(left.filter((entry) => entry.chunkIndex !== undefined)).toHaveLength(60);

    // The next start finds the file whole and lists it again, where the upload was taking it.
    await next.goto('/view-notes/deep-learning');
    await startUpChecksDone(next);
    await expect(next.getByRole('link', { name: 'semester-recordings.pdf' })).toBeVisible();
    expect(await readStoredList(next, 'notes_deep-learning')).toEqual([
      expect.objectContaining({ fileName: 'semester-recordings.pdf', fileSize: 60 * MB }),
    ]);
    expect((await readFileDb(next)).entries).toHaveLength(61);
    expect(await downloadFromList(next, 'semester-recordings.pdf')).toEqual({
      name: 'semester-recordings.pdf',
      sha256: await sha256OfFile(big),
    });
  },
);

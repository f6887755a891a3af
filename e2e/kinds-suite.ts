/**
 * The browser tests every kind of material shares (notes, papers, schedules, books): each spec
 * describes its kind and registers these tests, so the scenarios are written once.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { signOutThroughMenu, uidOf } from './auth-emulator';
import {
  MB,
  chooseFiles,
  downloadFromList,
  entriesOf,
  expectNothingStored,
  readFileDb,
  readStoredList,
  sha256OfFile,
  writeRandomFile,
  writeSparseFile,
  upload,
} from './files';
import { asStudent, createAccount, expect, signIn, test } from './fixtures';
import { recordScreenHistory, screenHistory } from './kinds-files';

export interface KindUnderTest {
  /** Shown in the test titles. */
  label: string;
  uploadPath: string;
  viewPath: string;
  uploadHeading: string;
  viewHeading: string;
  listKey: string;
  idPattern: RegExp;
  /** Record fields beyond the common ones (subject, paperType). */
  scopeFields: Record<string, string>;
  /** How a large file sits in IndexedDB. */
  largeFormat: 'chunked' | 'single';
  uploadButton: string;
  viewLinkLabel: string;
  /** Notes keep the link to their list beside a selection; the other kinds show it only when empty. */
  viewLinkWhileSelected: boolean;
  /** Notes open their list 1 s after an upload; the other kinds stay with their success message. */
  opensListAfterUpload: boolean;
  /** The first progress milestone (notes 0, the others 20). */
  firstMilestone: number;
  /** A file over 100 MB: refused as it is picked, or by the Upload button; with its message. */
  tooLarge: { refusedOnPick: boolean; message: (name: string) => string };
  viewButton: string;
  success: (count: number) => string;
  confirmDelete: string;
  loadingText: string;
  emptyTitle: string;
  emptyText: string;
  emptyAction: string;
  /** One name per accepted type. */
  acceptedNames: readonly string[];
  /** A small file and a large one (over 5 MB), with the type Chromium gives each. */
  small: { name: string; type: string };
  large: { name: string; type: string };
  /** Which of the two View opens (an image: a headless tab would download a PDF instead). */
  viewed: 'small' | 'large';
  unsupported: { name: string; message: string };
}

/** What papers, schedules and books do alike (the spec words them together). */
export const PAPER_SCHEDULE_BOOK_RULES = {
  viewLinkWhileSelected: false,
  opensListAfterUpload: false,
  firstMilestone: 20,
  tooLarge: {
    refusedOnPick: true,
    message: (name: string) => `File ${name} is too large. Maximum size is 100MB.`,
  },
} satisfies Partial<KindUnderTest>;

export const SMALL_BYTES = 150 * 1024;
export const LARGE_BYTES = 6 * MB + 321;
const TOO_LARGE_BYTES = 100 * MB + 1;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export { asStudent, test };

/**
 * Every text a status region of the page has shown since it loaded: a notes upload's message
 * shows for 1 s before its list opens, shorter than an assertion's polls once they slow.
 */
async function watchStatuses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { seenStatuses?: Set<string> };
    if (seen.seenStatuses) return;
    const texts = new Set<string>();
    seen.seenStatuses = texts;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        if (region.textContent) texts.add(region.textContent.trim());
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Uploads the files from the kind's upload screen and checks it said its success message. */
export async function uploadFiles(page: Page, kind: KindUnderTest, paths: string[]) {
  await watchStatuses(page);
  await upload(page, { uploadPath: kind.uploadPath, button: kind.uploadButton }, paths);
  const said = await page.evaluate(() => [
    ...((window as unknown as { seenStatuses?: Set<string> }).seenStatuses ?? []),
  ]);
  expect(said).toContainEqual(expect.stringContaining(kind.success(paths.length)));
}

export function fileRows(page: Page) {
  return page.getByRole('list', { name: 'Files' }).getByRole('listitem');
}

export function defineKindFileTests(kind: KindUnderTest) {
  asStudent(
    `${kind.label}: the upload screen takes every accepted type and asks for a file first`,
    async ({ page, files }) => {
      await page.goto(kind.uploadPath);
      await expect(page.getByRole('heading', { level: 1, name: kind.uploadHeading })).toBeVisible();
      const viewLink = page.getByRole('link', { name: kind.viewLinkLabel });
      await expect(viewLink).toHaveAttribute('href', kind.viewPath);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: kind.uploadButton }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Please select at least one file to upload.',
      );

      await chooseFiles(
        page,
        kind.acceptedNames.map((name) => writeRandomFile(files.path(name), 64)),
      );
      const selected = page.getByRole('list', { name: 'Selected files' }).getByRole('listitem');
      await expect(selected).toHaveCount(kind.acceptedNames.length);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(viewLink).toHaveCount(kind.viewLinkWhileSelected ? 1 : 0);
      await expectNoSeriousA11yViolations(page);

      for (const name of kind.acceptedNames) {
        await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
      }
      await expect(selected).toHaveCount(0);
      await viewLink.click();
      await expect(page).toHaveURL(new RegExp(`${kind.viewPath}$`));
    },
  );

  asStudent(
    `${kind.label}: an empty list says so and leads to the first upload`,
    async ({ page }) => {
      await recordScreenHistory(page);
      await page.goto(kind.viewPath);
      await expect(page.getByRole('heading', { level: 1, name: kind.viewHeading })).toBeVisible();
      await expect(page.getByRole('heading', { name: kind.emptyTitle })).toBeVisible();
      await expect(page.getByText(kind.emptyText, { exact: true })).toBeVisible();
      const shown = (await screenHistory(page)).texts;
      expect(shown.some((text) => text.includes(kind.loadingText))).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: kind.emptyAction }).click();
      await expect(page).toHaveURL(new RegExp(`${kind.uploadPath}$`));
    },
  );

  test(`${kind.label}: a small and a large file are stored as the spec says and download byte for byte`, async ({
    page,
    student,
    files,
  }) => {
    const uid = await uidOf(student);
    const small = writeRandomFile(files.path(kind.small.name), SMALL_BYTES);
    const large = writeRandomFile(files.path(kind.large.name), LARGE_BYTES);
    await recordScreenHistory(page);
    await page.goto(kind.uploadPath);
    await chooseFiles(page, [small, large]);
    await page.getByRole('button', { name: kind.uploadButton }).click();
    await expect(page.getByRole('status').filter({ hasText: kind.success(2) })).toBeVisible();
    if (kind.opensListAfterUpload) await expect(page).toHaveURL(new RegExp(`${kind.viewPath}$`));
    await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);

    const seen = await screenHistory(page);
    expect(seen.texts.some((text) => text.includes('Uploading files...'))).toBe(true);
    // Progress runs through 20..100 (the small file reaches 100 while the large one is stored).
    expect(seen.progress.length).toBeGreaterThan(0);
    expect(seen.progress.every((value) => value >= kind.firstMilestone && value <= 100)).toBe(true);
    expect(seen.progress).toContain(100);

    const list = (await readStoredList(page, kind.listKey)) ?? [];
    expect(list).toHaveLength(2);
    const smallRecord = list.find((record) => record.fileName === kind.small.name);
    const largeRecord = list.find((record) => record.fileName === kind.large.name);
    expect(smallRecord).toEqual({
      id: expect.stringMatching(kind.idPattern),
      fileName: kind.small.name,
      fileSize: SMALL_BYTES,
      fileType: kind.small.type,
      uploadedAt: expect.stringMatching(ISO_TIME),
      uploadedBy: uid,
      isLargeFile: false,
      data: expect.stringMatching(/^data:[^,]*;base64,/),
      ...kind.scopeFields,
    });
    expect(largeRecord).toEqual({
      id: expect.stringMatching(kind.idPattern),
      fileName: kind.large.name,
      fileSize: LARGE_BYTES,
      fileType: kind.large.type,
      uploadedAt: expect.stringMatching(ISO_TIME),
      uploadedBy: uid,
      isLargeFile: true,
      ...kind.scopeFields,
    });

    const largeId = String(largeRecord?.id);
    const db = await readFileDb(page);
    // The spec's database: StudyShelfFiles v2, one store `files` by id, with its three indexes.
    expect(db).toMatchObject({ exists: true, version: 2, stores: ['files'], keyPath: 'id' });
    expect([...(db.indexes ?? [])].sort()).toEqual(['chunkIndex', 'subject', 'uploadedBy']);
    expect(entriesOf(db, String(smallRecord?.id))).toEqual([]);
    const largeEntries = entriesOf(db, largeId);
    if (kind.largeFormat === 'chunked') {
      const chunkCount = Math.ceil(LARGE_BYTES / MB);
      expect(largeEntries.find((entry) => entry.id === largeId)).toMatchObject({
        isMetadata: true,
        totalChunks: chunkCount,
        originalSize: LARGE_BYTES,
        fileName: kind.large.name,
        uploadedBy: uid,
        ...kind.scopeFields,
      });
      const chunks = largeEntries.filter((entry) => entry.fileId === largeId);
      expect(chunks.map((chunk) => chunk.chunkIndex).sort((a = 0, b = 0) => a - b)).toEqual(
        Array.from({ length: chunkCount }, (_, index) => index),
      );
      expect(chunks.reduce((sum, chunk) => sum + chunk.dataBytes, 0)).toBe(LARGE_BYTES);
    } else {
      expect(largeEntries).toEqual([
        expect.objectContaining({
          id: largeId,
          fileName: kind.large.name,
          fileSize: LARGE_BYTES,
          uploadedBy: uid,
          uploadedAt: largeRecord?.uploadedAt,
          dataBytes: LARGE_BYTES,
          ...kind.scopeFields,
        }),
      ]);
    }

    if (!kind.opensListAfterUpload)
      await page.getByRole('link', { name: kind.viewLinkLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${kind.viewPath}$`));
    const rows = fileRows(page);
    await expect(rows).toHaveCount(2);
    // Newest first: the large file was stored second.
    await expect(rows.nth(0)).toContainText(kind.large.name);
    await expect(rows.nth(0)).toContainText('6.00 MB');
    await expect(rows.nth(1)).toContainText(kind.small.name);
    await expect(rows.nth(1)).toContainText('150 KB');
    await expect(page.getByText('2 files', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    for (const original of [large, small]) {
      const name = original.split('/').pop() ?? '';
      expect(await downloadFromList(page, name)).toEqual({
        name,
        sha256: await sha256OfFile(original),
      });
    }

    const viewedRow = kind.viewed === 'large' ? rows.nth(0) : rows.nth(1);
    const viewButton = viewedRow.getByRole('button', { name: new RegExp(`^${kind.viewButton} `) });
    await expect(viewButton).toContainText(kind.viewButton);
    const [tab] = await Promise.all([page.waitForEvent('popup'), viewButton.click()]);
    await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/localhost:4173\//);
    await tab.close();
  });

  test(`${kind.label}: other students see a file without Delete; its uploader deletes it after confirming`, async ({
    page,
    student,
    files,
  }) => {
    const large = writeRandomFile(files.path(kind.large.name), LARGE_BYTES);
    await recordScreenHistory(page);
    await uploadFiles(page, kind, [large]);

    await signOutThroughMenu(page);
    const other = await createAccount();
    await signIn(page, other);
    await page.goto(kind.viewPath);
    const row = fileRows(page).filter({ hasText: kind.large.name });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(
      row.getByRole('button', { name: new RegExp(`^${kind.viewButton} `) }),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await signOutThroughMenu(page);
    await signIn(page, student);
    await page.goto(kind.viewPath);
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete '${kind.large.name}'?` });
    await expect(dialog).toContainText(kind.confirmDelete);
    // Enter out of habit must not delete: focus starts on Cancel.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: kind.emptyTitle })).toBeVisible();
    // While it was deleting, the row was busy and its button disabled, reading 'Deleting...'.
    const seen = await screenHistory(page);
    expect(seen.busyButtons.some((text) => text.startsWith('Deleting...'))).toBe(true);

    // Undo brings it back whole: the bytes were kept until the toast's time is up.
    const toast = page.getByRole('status').filter({ hasText: `Deleted '${kind.large.name}'.` });
    await expect(toast).toBeVisible();
    expect(await readStoredList(page, kind.listKey)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `Star ${kind.large.name}` })).toBeFocused();
    expect(await downloadFromList(page, kind.large.name)).toEqual({
      name: kind.large.name,
      sha256: await sha256OfFile(large),
    });

    // Deleted again and the toast dismissed: it waits in the Trash; deleted for good, its bytes go.
    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);
    await page.goto('/trash');
    await page.getByRole('button', { name: `Delete for good: ${kind.large.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByText(`Deleted '${kind.large.name}' for good.`)).toBeVisible();
    await expect.poll(async () => (await readFileDb(page)).entries).toEqual([]);
    await expectNothingStored(page, kind.listKey);
  });

  asStudent(
    `${kind.label}: unsupported and oversized files get their messages and nothing is stored`,
    async ({ page, files }) => {
      const unsupported = writeRandomFile(files.path(kind.unsupported.name), 2048);
      const huge = writeSparseFile(files.path(`huge-${kind.large.name}`), TOO_LARGE_BYTES);
      await page.goto(kind.uploadPath);
      await chooseFiles(page, [unsupported, huge]);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(kind.unsupported.message);
      const hugeName = `huge-${kind.large.name}`;
      const selected = page.getByRole('list', { name: 'Selected files' });
      if (kind.tooLarge.refusedOnPick) {
        await expect(alert).toContainText(kind.tooLarge.message(hugeName));
      } else {
        await expect(selected.getByRole('listitem')).toHaveCount(1);
        await page.getByRole('button', { name: kind.uploadButton }).click();
        await expect(alert).toHaveText(kind.tooLarge.message(hugeName));
        await page.getByRole('button', { name: `Remove ${hugeName}` }).click();
      }
      await expect(selected).toHaveCount(0);
      await expect(page.getByRole('link', { name: kind.viewLinkLabel })).toBeVisible();

      await page.getByRole('button', { name: kind.uploadButton }).click();
      await expect(alert).toHaveText('Please select at least one file to upload.');
      expect(await readStoredList(page, kind.listKey)).toBeNull();
      expect((await readFileDb(page)).entries).toEqual([]);
    },
  );
}

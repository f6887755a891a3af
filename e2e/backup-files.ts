/** Zips for the backup tests: laid out by the same code the app's backup uses, in Node. */
import { writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { chooseBranch, expect, newDevice, signIn } from './fixtures';
import { storedZip } from '../src/shared/stored-zip';

export async function writeZip(
  path: string,
  entries: { name: string; input: string | Uint8Array }[],
): Promise<string> {
  const zip = storedZip(
    entries.map(({ name, input }) => {
      const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
      return {
        name,
        data: new Blob([Uint8Array.from(bytes)]),
        crc32: crc32(bytes),
        modified: new Date(),
      };
    }),
  );
  writeFileSync(path, Buffer.from(await zip.arrayBuffer()));
  return path;
}

/** A real .docx-like file: itself a zip of stored entries, which a signature-scanning reader breaks. */
export async function writeDocx(path: string): Promise<string> {
  return writeZip(path, [
    { name: '[Content_Types].xml', input: '<?xml version="1.0"?><Types/>' },
    { name: 'word/document.xml', input: `<w:document>${'lecture '.repeat(2000)}</w:document>` },
  ]);
}

export function manifestFor(files: unknown[]): string {
  return JSON.stringify({
    format: 'studyshelf-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    files,
  });
}

/** Every file list on the page's device, by key, each sorted by id (the order a restore may change). */
export async function allLists(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(() => {
    const lists: Record<string, unknown[]> = {};
    for (const key of Object.keys(localStorage).sort()) {
      if (!/^(notes_|papers_|refbooks_|lecture_schedules$)/.test(key)) continue;
      const records = JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string }[];
      lists[key] = records.sort((a, b) => a.id.localeCompare(b.id));
    }
    return lists;
  });
}

/** Takes the save-file picker away, so a backup becomes a download as in browsers without it. */
export async function withoutSavePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}

/** Backs the library up from the dashboard, saving the zip at `path`. */
export async function backUp(page: Page, path: string): Promise<void> {
  await page.goto('/dashboard');
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('button', { name: 'Back up library' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^studyshelf-backup-\d{4}-\d\d-\d\d\.zip$/);
  await saved.saveAs(path);
  await expect(
    page.getByRole('status').filter({ hasText: /^Backed up \d+ files?\.$/ }),
  ).toBeVisible();
}

export async function chooseBackup(page: Page, path: string): Promise<void> {
  await page.goto('/dashboard');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Restore from backup' }).click();
  await (await chooser).setFiles(path);
}

/**
 * Restores the backup at `path` from the dashboard as a student does: the dialog first says
 * `before` of what it will do, and once Restore is pressed the page says `after`.
 */
export async function restoreBackup(
  page: Page,
  path: string,
  { before, after }: { before: string | RegExp; after: string },
): Promise<void> {
  await chooseBackup(page, path);
  const dialog = page.getByRole('dialog', { name: 'Restore from backup' });
  await expect(dialog).toContainText(before);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(after)).toBeVisible({ timeout: 60_000 });
}

/**
 * Runs `use` on a second, fresh device in the test's browser with `student` signed in there;
 * `beforeSignIn` runs on its page before the origin stores anything.
 */
export async function onAnotherDevice(
  browser: Browser,
  student: { email: string; password: string },
  use: (fresh: Page) => Promise<void>,
  beforeSignIn?: (fresh: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await newDevice(browser);
  try {
    const fresh = context.pages()[0] ?? (await context.newPage());
    await beforeSignIn?.(fresh, context);
    await signIn(fresh, student);
    await chooseBranch(fresh);
    await use(fresh);
  } finally {
    await context.close();
  }
}

/**
 * Files for browser tests of uploads: real files of exact sizes on disk (random bytes, or sparse
 * when only the size matters), their hashes, and what the page keeps in localStorage and IndexedDB.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  mkdtempSync,
  openSync,
  closeSync,
  rmSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext, type Download, type Page } from '@playwright/test';
import { STARTUP_CHECKS_DONE } from '../src/app/startup-checks';
import { LIST_WRITER_LOCK } from '../src/storage/list-writer';

export const MB = 1024 * 1024;

/** A temp folder for one test's files; `remove()` deletes it. */
export function fileDir(): { path: (name: string) => string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'studyshelf-e2e-files-'));
  return {
    path: (name) => join(dir, name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Writes `size` random bytes to `path` (in 4 MB blocks, so 60 MB never sits in memory at once). */
export function writeRandomFile(path: string, size: number): string {
  const fd = openSync(path, 'w');
  try {
    for (let written = 0; written < size;) {
      const block = randomBytes(Math.min(4 * MB, size - written));
      writeSync(fd, block);
      written += block.length;
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

/** A file of `size` bytes that takes no disk: for limits, where only the size is read. */
export function writeSparseFile(path: string, size: number): string {
  closeSync(openSync(path, 'w'));
  truncateSync(path, size);
  return path;
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const block of createReadStream(path)) hash.update(block as Buffer);
  return hash.digest('hex');
}

/** The hash of what the browser downloaded. */
export async function sha256OfDownload(download: Download): Promise<string> {
  const path = await download.path();
  return sha256OfFile(path);
}

/** A localStorage list as the page sees it (null when the key is absent). */
export async function readStoredList<T = Record<string, unknown>>(
  page: Page,
  key: string,
): Promise<T[] | null> {
  const text = await page.evaluate((k) => localStorage.getItem(k), key);
  return text === null ? null : (JSON.parse(text) as T[]);
}

/** One record of the IndexedDB `files` store, its bytes replaced by their kind and size. */
export interface FileDbEntry {
  id: string;
  fileId?: string;
  chunkIndex?: number;
  totalChunks?: number;
  isMetadata?: boolean;
  originalSize?: number;
  size?: number;
  fileName?: string;
  fileSize?: number;
  uploadedBy?: string;
  subject?: string;
  /** 'Blob', 'ArrayBuffer' or 'none'. */
  dataKind: string;
  dataBytes: number;
}

export interface FileDbSnapshot {
  exists: boolean;
  version?: number;
  stores?: string[];
  indexes?: string[];
  keyPath?: string | string[] | null;
  entries: FileDbEntry[];
}

/** Waits until the page's start-up sweep and repair of stored files are over (the app marks it). */
export async function startUpChecksDone(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    STARTUP_CHECKS_DONE,
  );
}

/**
 * Everything in StudyShelfFiles, read in the page. A database that does not exist yet is
 * reported as such, not created (opening it would make an empty version 1).
 */
export async function readFileDb(page: Page, name = 'StudyShelfFiles'): Promise<FileDbSnapshot> {
  return page.evaluate(async (dbName) => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === dbName)) return { exists: false, entries: [] };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const stores = [...db.objectStoreNames];
      if (!stores.includes('files'))
        return { exists: true, version: db.version, stores, entries: [] };
      const store = db.transaction('files').objectStore('files');
      const values = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = store.getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        request.onerror = () => reject(request.error);
      });
      const entries = values.map(({ data, ...rest }) => ({
        ...rest,
        dataKind:
          data instanceof Blob ? 'Blob' : data instanceof ArrayBuffer ? 'ArrayBuffer' : 'none',
        dataBytes:
          data instanceof Blob ? data.size : data instanceof ArrayBuffer ? data.byteLength : 0,
      })) as FileDbEntry[];
      return {
        exists: true,
        version: db.version,
        stores,
        indexes: [...store.indexNames],
        keyPath: store.keyPath,
        entries,
      };
    } finally {
      db.close();
    }
  }, name);
}

/** The entries of one file: its metadata record (or single record) and its chunks. */
export function entriesOf(snapshot: FileDbSnapshot, fileId: string): FileDbEntry[] {
  return snapshot.entries.filter((entry) => entry.id === fileId || entry.fileId === fileId);
}

/** Picks files through the upload panel's own "Choose files" button and the browser's file chooser. */
export async function chooseFiles(page: Page, paths: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(paths);
}

/** Nothing stored: the list is absent or empty and IndexedDB holds no record at all. */
export async function expectNothingStored(page: Page, listKey: string): Promise<void> {
  const list = await readStoredList(page, listKey);
  expect(list ?? []).toEqual([]);
  expect((await readFileDb(page)).entries).toEqual([]);
}

/** The signed-in student's uid, from the Firebase session the page keeps in localStorage. */
export async function currentUid(page: Page): Promise<string> {
  const uid = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith('firebase:authUser:')) {
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { uid?: string }).uid ?? null;
      }
    }
    return null;
  });
  if (!uid)
    throw new Error('No signed-in Firebase user in localStorage (was "Remember me" ticked?)');
  return uid;
}

/** Clicks a row's Download button and returns the hash of what the browser saved, and its name. */
export async function downloadFromList(
  page: Page,
  fileName: string,
): Promise<{ name: string; sha256: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${fileName}`, exact: true }).click();
  const saved = await download;
  return { name: saved.suggestedFilename(), sha256: await sha256OfDownload(saved) };
}

/** Opens the list at `listPath` and checks that each file there downloads as the original at its path. */
export async function expectSameFiles(page: Page, listPath: string, originals: string[]) {
  await page.goto(listPath);
  for (const path of originals) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    expect(await downloadFromList(page, name)).toEqual({ name, sha256: await sha256OfFile(path) });
  }
}

/** Where an upload starts: a kind's upload screen and its button; notes open their list after. */
export interface UploadTarget {
  uploadPath: string;
  button: string;
  /** The list an upload of this kind opens once it is stored (notes). */
  viewPath?: string;
}

/**
 * A subject's notes upload, done once stored: the test goes on from the upload screen without
 * waiting for the list it opens.
 */
export function notesUploadOf(subject: string): UploadTarget {
  return { uploadPath: `/upload-notes/${subject}`, button: 'Upload Files' };
}

/** A subject's notes. */
export function notesOf(subject: string): UploadTarget {
  return {
    uploadPath: `/upload-notes/${subject}`,
    button: 'Upload Files',
    viewPath: `/view-notes/${subject}`,
  };
}

/**
 * Uploads files from a kind's upload screen, as a student would, and waits for the upload to
 * finish: notes open their list, the other kinds say how many files were stored.
 */
export async function upload(page: Page, target: UploadTarget, paths: string[]): Promise<void> {
  await page.goto(target.uploadPath);
  await chooseFiles(page, paths);
  await page.getByRole('button', { name: target.button }).click();
  if (target.viewPath) {
    await expect(page).toHaveURL(new RegExp(`${target.viewPath}$`));
    return;
  }
  if (!target.uploadPath.startsWith('/upload-notes/')) {
    await expect(page.getByText(/^Successfully uploaded/)).toBeVisible();
    return;
  }
  // A notes upload asked for without its list: done once stored. Its message shows for 1 s
  // before the list opens, shorter than an assertion's polls once they slow, so the page itself
  // watches for either, every frame; the list's second is not waited for.
  await page.waitForFunction(
    (list) =>
      location.pathname === list ||
      [...document.querySelectorAll('[role="status"]')].some((region) =>
        region.textContent?.startsWith('Successfully uploaded'),
      ),
    target.uploadPath.replace('/upload-notes/', '/view-notes/'),
    { timeout: 10_000 },
  );
}

/**
 * Opens another tab that takes the lists' writer role (its Web Lock) and never
 * answers, as a stalled writer tab would. Each list entry of an upload in `context` then waits for
 * it before its own tab writes it: an upload of several files stays under way long enough for a
 * test to act in the middle of it, however fast the machine stores bytes.
 */
export async function holdListWriterRole(context: BrowserContext): Promise<Page> {
  const stalledWriter = await context.newPage();
  await stalledWriter.goto('/');
  await stalledWriter.evaluate(
    (lockName) =>
      new Promise<void>((held) => {
        void navigator.locks.request(lockName, () => {
          held();
          return new Promise<never>(() => {});
        });
      }),
    LIST_WRITER_LOCK,
  );
  return stalledWriter;
}

/** Deletes `name` from the list shown, confirming, and waits for the Trash to have it. */
export async function deleteToTrash(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Deleted '${name}'. It is in the Trash for 30 days.`)).toBeVisible();
}

/** Files, storage and DOM-history helpers for the papers, schedules and books browser tests. */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const MB = 1024 * 1024;

/** A fresh folder for one test's files. */
export function fileDir(): string {
  return mkdtempSync(join(tmpdir(), 'studyshelf-kinds-files-'));
}

/** A file of exactly `size` random bytes. */
export function makeFile(dir: string, name: string, size: number): string {
  const path = join(dir, name);
  writeFileSync(path, randomBytes(size));
  return path;
}

/** A sparse file of `size` bytes: the 100 MB + 1 byte case costs no disk and no time. */
export function makeSparseFile(dir: string, name: string, size: number): string {
  const path = join(dir, name);
  writeFileSync(path, '');
  truncateSync(path, size);
  return path;
}

export function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** The parsed localStorage list under `key`, or null when absent. */
export async function storedList(page: Page, key: string): Promise<Record<string, unknown>[] | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>[]);
}

export interface FileDbRecord {
  id: string;
  fileId?: string;
  chunkIndex?: number;
  totalChunks?: number;
  isMetadata?: boolean;
  originalSize?: number;
  fileName?: string;
  fileSize?: number;
  fileType?: string;
  uploadedBy?: string;
  uploadedAt?: string;
  subject?: string;
  paperType?: string;
  /** Bytes held in the record's data field, if it has one. */
  dataBytes?: number;
}

/** Every record of the app's IndexedDB store, without the bytes (the database is never created here). */
export async function fileDbRecords(page: Page): Promise<FileDbRecord[]> {
  return page.evaluate(async () => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === 'StudyShelfFiles')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('StudyShelfFiles');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('files')) return [];
      const all = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = db.transaction('files').objectStore('files').getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        request.onerror = () => reject(request.error);
      });
      return all.map(({ data, ...rest }) => ({
        ...(rest as { id: string }),
        ...(data instanceof Blob && { dataBytes: data.size }),
        ...(data instanceof ArrayBuffer && { dataBytes: data.byteLength }),
      }));
    } finally {
      db.close();
    }
  });
}

/** Deletes one record of the app's IndexedDB store (to make a large file's bytes go missing). */
export async function deleteFileDbRecord(page: Page, id: string): Promise<void> {
  await page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('StudyShelfFiles');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('files', 'readwrite');
      tx.objectStore('files').delete(key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, id);
}

export interface SeenOnScreen {
  /** Text of every element added to the page, in order (short-lived states included). */
  texts: string[];
  /** Every progress value shown. */
  progress: number[];
  /** Text of every disabled button seen inside a busy row. */
  busyButtons: string[];
}

/**
 * Records what the page shows, including states too brief to poll for ('Loading papers...',
 * a delete's disabled row): a MutationObserver installed before the app's own scripts run.
 */
export async function recordScreenHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { texts: [] as string[], progress: [] as number[], busyButtons: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const scan = (records: MutationRecord[]) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          const text = node.textContent?.trim();
          if (text) seen.texts.push(text);
        }
        if (record.type === 'characterData' && record.target.textContent) {
          seen.texts.push(record.target.textContent);
        }
      }
      document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (seen.progress[seen.progress.length - 1] !== value) seen.progress.push(value);
      });
      document.querySelectorAll('[aria-busy="true"] button:disabled').forEach((button) => {
        seen.busyButtons.push(button.textContent?.trim() ?? '');
      });
    };
    const start = () =>
      new MutationObserver(scan).observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    if (document.documentElement) start();
    else document.addEventListener('readystatechange', start, { once: true });
  });
}

export async function screenHistory(page: Page): Promise<SeenOnScreen> {
  return page.evaluate(() => (window as unknown as { __seen: SeenOnScreen }).__seen);
}

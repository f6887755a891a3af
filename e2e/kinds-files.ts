/** DOM-history and storage-tampering helpers for the papers, schedules and books browser tests (see files.ts for files). */
import type { Page } from '@playwright/test';

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
      // Each file's bar, not the overall one (which counts bytes, not the spec's milestones).
      document
        .querySelectorAll('[role="progressbar"]:not([aria-label="Overall progress"])')
        .forEach((bar) => {
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

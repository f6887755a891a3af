// The two references every app figure is compared with, run inside the app's own page and
// origin on the same File: the browser's own limit (1 MB Blob slices of the File in one
// transaction, read back into one Blob) and the naive whole-file data-URL approach.
// The functions passed to page.evaluate run in the page: they must stay self-contained.

const MiB = 1024 * 1024;
export const REFERENCES = {
  baseline: { dbName: 'studyshelf-bench-baseline', mode: 'blob' },
  dataUrl: { dbName: 'studyshelf-bench-data-url', mode: 'dataUrl' },
};
const FILE_INPUT_ID = 'studyshelf-bench-file';

/** Picks `path` through a file input of our own, so the page holds a disk-backed File as a student's pick would. */
export async function pickReferenceFile(page, path) {
  await page.evaluate((id) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = id;
    input.hidden = true;
    document.body.append(input);
  }, FILE_INPUT_ID);
  await page.setInputFiles(`#${FILE_INPUT_ID}`, path);
  return page.evaluate((id) => {
    const input = document.getElementById(id);
    window.__studyshelfBenchFile = input.files[0];
    input.remove();
    return window.__studyshelfBenchFile.size;
  }, FILE_INPUT_ID);
}

/** Stores the picked File; resolves to the time from start to the transaction's completion. */
export function storeReference(page, { dbName, mode }) {
  return page.evaluate(
    async ({ dbName, mode, chunkSize }) => {
      const file = window.__studyshelfBenchFile;
      const db = await new Promise((resolve, reject) => {
        const req = indexedDB.open(dbName, 1);
        req.onupgradeneeded = () => req.result.createObjectStore('chunks', { keyPath: 'index' });
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      // The app keeps its database open; so does the reference: the timer starts after opening.
      const t0 = performance.now();
      const values = [];
      if (mode === 'blob') {
        for (let at = 0; at < file.size; at += chunkSize)
          values.push(file.slice(at, at + chunkSize));
      } else {
        const dataUrl = await new Promise((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result);
          reader.onerror = () => reject(reader.error);
          reader.readAsDataURL(file);
        });
        for (let at = 0; at < dataUrl.length; at += chunkSize)
          values.push(dataUrl.slice(at, at + chunkSize));
      }
      await new Promise((resolve, reject) => {
        const tx = db.transaction('chunks', 'readwrite');
        const store = tx.objectStore('chunks');
        values.forEach((data, index) => store.put({ index, data }));
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
      });
      const ms = performance.now() - t0;
      db.close();
      return ms;
    },
    { dbName, mode, chunkSize: MiB },
  );
}

/** Reads the stored chunks back into one Blob (and an object URL, as View does); resolves to its time and size. */
export function openReference(page, { dbName, mode }, type) {
  return page.evaluate(
    async ({ dbName, mode, type }) => {
      const db = await new Promise((resolve, reject) => {
        const req = indexedDB.open(dbName, 1);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const t0 = performance.now();
      const records = await new Promise((resolve, reject) => {
        const req = db.transaction('chunks', 'readonly').objectStore('chunks').getAll();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      let blob;
      if (mode === 'blob') {
        blob = new Blob(
          records.map((r) => r.data),
          { type },
        );
      } else {
        // Decoded in 1 MiB base64 steps (a multiple of 4 characters): kinder than one giant atob.
        const dataUrl = records.map((r) => r.data).join('');
        const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
        const parts = [];
        const step = 1024 * 1024;
        for (let at = 0; at < base64.length; at += step) {
          const binary = atob(base64.slice(at, at + step));
          const bytes = new Uint8Array(binary.length);
          for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
          parts.push(bytes);
        }
        blob = new Blob(parts, { type });
      }
      const href = URL.createObjectURL(blob);
      const ms = performance.now() - t0;
      URL.revokeObjectURL(href);
      db.close();
      return { ms, size: blob.size };
    },
    { dbName, mode, type },
  );
}

/** Fresh state for the next op: the given reference databases (default: all) are deleted. */
export function dropReferences(page, references = Object.values(REFERENCES)) {
  return page.evaluate(
    async (names) => {
      for (const name of names) {
        await new Promise((resolve, reject) => {
          const req = indexedDB.deleteDatabase(name);
          req.onsuccess = resolve;
          req.onerror = () => reject(req.error);
          req.onblocked = () => reject(new Error(`${name}: delete blocked by an open connection`));
        });
      }
    },
    references.map((r) => r.dbName),
  );
}

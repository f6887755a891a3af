// The figures of the search inside files: indexing a text PDF (against pdf.js reading the same
// text alone), and each keystroke's pages over a large library (against the same keystroke's
// names). The functions passed to page.evaluate run in the page: self-contained.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STATUS = /Search index: (\d+) of (\d+) files, ([\d.]+) (KB|MB|GB|B)/;

/**
 * The index's status line on the dashboard: files read, files in all, its size in bytes, and
 * whether it is still being built.
 */
export async function indexStatus(page) {
  const text =
    (await page.getByRole('region', { name: 'Search inside files' }).textContent()) ?? '';
  const match = STATUS.exec(text);
  if (!match) return null;
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[match[4]];
  return {
    done: Number(match[1]),
    total: Number(match[2]),
    bytes: Number(match[3]) * unit,
    // Still building: files waiting, or the word index merged after a large change.
    reading: /reading \d+ more|making searches faster/.test(text),
  };
}

/**
 * Waits on the dashboard until the index has read every file it knows of, `total` of them at
 * least: a benchmark that stored files of its own before (the reader's long PDF) leaves them in the
 * library, where the index reads them too.
 */
export async function waitIndexed(page, total, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await indexStatus(page).catch(() => null);
    if (status && status.done === status.total && status.total >= total && !status.reading)
      return status;
    if (Date.now() > deadline) throw new Error(`index not done: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Presses Rebuild and times the click to the status line saying every file is read again, with
 * the longest main-thread task in that window: the page's share of the indexing.
 */
export async function timeRebuild(page, total) {
  await page.goto('/dashboard');
  await waitIndexed(page, total, 120_000);
  return page.evaluate(async (total) => {
    const region = [...document.querySelectorAll('section')].find((s) =>
      s.textContent.includes('Search index:'),
    );
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask', buffered: false });
    const button = [...region.querySelectorAll('button')].find((b) =>
      b.textContent.includes('Rebuild'),
    );
    const said = (pattern) =>
      new Promise((resolve) => {
        const check = () => pattern.test(region.textContent) && (resolve(performance.now()), true);
        if (check()) return;
        const watch = new MutationObserver(() => check() && watch.disconnect());
        watch.observe(region, { subtree: true, childList: true, characterData: true });
      });
    const start = performance.now();
    button.click();
    await said(new RegExp(`Search index: 0 of ${total} files`));
    const end = await said(new RegExp(`Search index: ${total} of ${total} files, [^·]*$`));
    observer.disconnect();
    const inWindow = tasks.filter((t) => t.startTime >= start && t.startTime <= end);
    return {
      ms: end - start,
      longestTaskMs: Math.max(0, ...inWindow.map((t) => t.duration)),
    };
  }, total);
}

/**
 * pdf.js alone reading every page's text of the same PDF in the same page, with its own worker:
 * the least any index of the file must spend. Its files are served from node_modules by route.
 */
export async function timePdfjsAlone(page, pdfPath) {
  const served = {
    '/bench-pdfjs/pdf.min.mjs': join(root, 'node_modules/pdfjs-dist/build/pdf.min.mjs'),
    '/bench-pdfjs/pdf.worker.min.mjs': join(
      root,
      'node_modules/pdfjs-dist/build/pdf.worker.min.mjs',
    ),
    '/bench-pdfjs/file.pdf': pdfPath,
  };
  await page.route('**/bench-pdfjs/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const type = path.endsWith('.pdf') ? 'application/pdf' : 'text/javascript';
    return route.fulfill({ body: readFileSync(served[path]), contentType: type });
  });
  const ms = await page.evaluate(async () => {
    const pdfjs = await import('/bench-pdfjs/pdf.min.mjs');
    pdfjs.GlobalWorkerOptions.workerSrc = '/bench-pdfjs/pdf.worker.min.mjs';
    const start = performance.now();
    const bytes = new Uint8Array(await (await fetch('/bench-pdfjs/file.pdf')).arrayBuffer());
    const pdf = await pdfjs.getDocument({ data: bytes, isEvalSupported: false }).promise;
    let chars = 0;
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const content = await (await pdf.getPage(n)).getTextContent();
      chars += content.items.reduce((sum, item) => sum + (item.str?.length ?? 0), 0);
    }
    await pdf.destroy();
    if (chars === 0) throw new Error('pdf.js read no text');
    return performance.now() - start;
  });
  await page.unroute('**/bench-pdfjs/**');
  return ms;
}

/**
 * Seeds `count` CSV schedules of `bytesEach` bytes of text each, kept as large files (one
 * IndexedDB record each) so that 50 MB of text fits the device, with words drawn from a
 * vocabulary as a real library's would be.
 */
export async function seedTextLibrary(page, uid, count, bytesEach) {
  await page.evaluate(
    async ({ uid, count, bytesEach }) => {
      const syllables = [
        'al',
        'go',
        'rit',
        'hm',
        'graph',
        'tree',
        'sort',
        'heap',
        'net',
        'work',
        'flow',
        'path',
        'ker',
        'nel',
        'pro',
        'cess',
        'lin',
        'ear',
        'mod',
        'el',
      ];
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const vocabulary = Array.from({ length: 20_000 }, () =>
        Array.from(
          { length: 2 + Math.floor(random() * 3) },
          () => syllables[Math.floor(random() * syllables.length)],
        ).join(''),
      );
      const text = () => {
        const words = [];
        let length = 0;
        while (length < bytesEach) {
          const word = vocabulary[Math.floor(random() * vocabulary.length)];
          words.push(word);
          length += word.length + 1;
        }
        return words.join(' ');
      };
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('StudyShelfFiles');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const records = [];
      const now = Date.now();
      for (let start = 0; start < count; start += 250) {
        const tx = db.transaction('files', 'readwrite');
        for (let i = start; i < Math.min(count, start + 250); i += 1) {
          const body = new Blob([text()], { type: 'text/csv' });
          const record = {
            id: `bench_text_${i}`,
            fileName: `lecture-text-${i}.csv`,
            fileSize: body.size,
            fileType: 'text/csv',
            uploadedAt: new Date(now - i * 60_000).toISOString(),
            uploadedBy: uid,
          };
          tx.objectStore('files').put({ ...record, data: body });
          records.push({ ...record, isLargeFile: true });
        }
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
      localStorage.setItem('lecture_schedules', JSON.stringify(records));
    },
    { uid, count, bytesEach },
  );
}

/**
 * Types `query` into the bar's search one key at a time and times each keystroke from its input
 * event to the frame after the pages inside files answering it are drawn; the baseline is the same
 * keystroke's names drawn, which the student already waits for. Typing starts as soon as the
 * field is there, or `settleMs` after it.
 */
export async function timeContentKeystrokes(page, query, settleMs = 0) {
  await page.goto('/dashboard');
  const field = page.getByRole('combobox', { name: 'Search files' });
  await field.waitFor();
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  await field.focus();
  return page.evaluate(async (query) => {
    const afterFrame = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        }),
      );
    const input = document.querySelector('input[role=combobox]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const listbox = document.getElementById(input.getAttribute('aria-controls'));
    const answered = (attribute, text) =>
      new Promise((resolve) => {
        const done = () => listbox.getAttribute(attribute) === text;
        if (done()) return resolve(performance.now());
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(listbox, { attributes: true });
      });
    const app = [];
    const baseline = [];
    let hits = 0;
    for (let i = 1; i <= query.length; i += 1) {
      const text = query.slice(0, i);
      const start = performance.now();
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const names = answered('data-results-for', text).then(afterFrame);
      const pages = answered('data-pages-for', text).then(afterFrame);
      baseline.push((await names) - start);
      app.push((await pages) - start);
      hits = listbox.querySelectorAll('[role=group] [role=option]').length;
    }
    return { app, baseline, hits };
  }, query);
}

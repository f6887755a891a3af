// The reader's measurements: first drawn page of a long PDF, scrolling it from start to end, and
// the first view of a Word document and an e-book, each with its baseline in the same page.
import { scrollReader } from '../probes/scroll-reader.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Resident memory of this browser's renderer processes (found by its profile folder): what a
 * page's canvases cost lives there, outside the JS heap.
 */
export function rendererMemory(profileDir) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=renderer') || !cmdline.includes(profileDir)) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // a process that ended meanwhile
    }
  }
  return total;
}

const ZIP_SCRIPT = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules/@zip.js/zip.js/dist/zip-native.min.js',
);

/** Serves files from disk to the page under /bench-files/, for the baselines' own readers. */
export async function serveFiles(page, files) {
  await page.route('**/bench-files/**', (route) => {
    const name = new URL(route.request().url()).pathname.replace('/bench-files/', '');
    const path = files[name];
    if (!path) return route.fulfill({ status: 404 });
    const type = path.endsWith('js') ? 'text/javascript' : 'application/octet-stream';
    return route.fulfill({ body: readFileSync(path), contentType: type });
  });
}

/**
 * The file at `path` as a File in the page, through a file input as a student's pick would give
 * it: no copy of its bytes crosses the DevTools connection.
 */
export async function pickInPage(page, path) {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-pick';
    input.hidden = true;
    document.body.append(input);
  });
  await page.locator('#bench-pick').setInputFiles(path);
  await page.evaluate(() => {
    const input = document.getElementById('bench-pick');
    window.benchFile = input.files[0];
    input.remove();
  });
}

/** From the click on the file's name to its first page drawn on a canvas in the viewer. */
export async function timeFirstPage(page, listPath, fileName) {
  await page.goto(listPath);
  await page.getByRole('link', { name: fileName, exact: true }).waitFor();
  const start = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: fileName, exact: true }).click();
  const end = await page.evaluate(async () => {
    for (;;) {
      const canvas = document.querySelector('[role=dialog] [aria-label="Page 1"] canvas');
      if (canvas && canvas.width > 0) return performance.now();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  return end - start;
}

/**
 * pdf.js alone, in the same page with its own worker, drawing page 1 of the same file (picked
 * into the page by `pickInPage`, read by range as the app reads it) at the same width: the least
 * any viewer of it must spend.
 */
export async function timePdfjsFirstPage(page, width) {
  return page.evaluate(async (width) => {
    const pdfjs = await import('/bench-files/pdf.min.mjs');
    pdfjs.GlobalWorkerOptions.workerSrc = '/bench-files/pdf.worker.min.mjs';
    const file = window.benchFile;
    const start = performance.now();
    // The same range reading as the app's: a slice of the Blob for each range pdf.js asks for.
    const range = new pdfjs.PDFDataRangeTransport(file.size, null);
    range.requestDataRange = (begin, end) =>
      file
        .slice(begin, end)
        .arrayBuffer()
        .then((buffer) => range.onDataRange(begin, new Uint8Array(buffer)));
    const pdf = await pdfjs.getDocument({
      range,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
    }).promise;
    const first = await pdf.getPage(1);
    const viewport = first.getViewport({ scale: width / first.getViewport({ scale: 1 }).width });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await first.render({ canvas, viewport }).promise;
    const ms = performance.now() - start;
    await pdf.destroy();
    return ms;
  }, width);
}

/**
 * Scrolls the open PDF from its first page to its last (scripts/probes/scroll-reader.mjs): the
 * frames' gaps, the most pages drawn at once and how many page canvases were made on the way.
 * `pace` is `{ stepPx }`, a fast flick, or `{ screensPerSecond }`, a steady read through.
 */
export async function scrollToEnd(page, pace) {
  return page
    .locator('[role=dialog] [role=region][aria-label*=", page "]')
    .evaluate(scrollReader, pace);
}

/** From the click on the file's name to `heading` shown in the viewer. */
export async function timeDocumentView(page, listPath, fileName, heading) {
  await page.goto(listPath);
  await page.getByRole('link', { name: fileName, exact: true }).waitFor();
  const start = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: fileName, exact: true }).click();
  await page
    .getByRole('dialog', { name: fileName })
    .getByRole('heading', { name: heading, exact: true })
    .waitFor({ timeout: 120_000 });
  return (await page.evaluate(() => performance.now())) - start;
}

/**
 * zip.js alone, in the same page, inflating every part of the same file (text parts as text,
 * pictures as Blobs) from bytes already fetched: the least any reader of the format must do.
 */
export async function timeZipAlone(page) {
  // Run through the DevTools protocol, which the app's CSP does not govern: it defines `zip`.
  await page.evaluate(readFileSync(ZIP_SCRIPT, 'utf8'));
  return page.evaluate(async () => {
    const { zip } = window;
    zip.configure({ useWebWorkers: false });
    const start = performance.now();
    const reader = new zip.ZipReader(new zip.BlobReader(window.benchFile));
    for (const entry of await reader.getEntries()) {
      if (entry.directory) continue;
      const text = /\.(xml|xhtml|opf|ncx|rels)$/.test(entry.filename);
      await entry.getData(text ? new zip.TextWriter() : new zip.BlobWriter());
    }
    await reader.close();
    return performance.now() - start;
  });
}

/**
 * Find in the reader: `fileName` opened at `fromPage`, `word` sought there (its first match on
 * that page), then "Next match" timed from the click (in the page's own clock) to the next
 * match's page in the page field with its word marked as the one reached.
 */
export async function timeNextMatch(page, listPath, fileName, { word, fromPage, toPage }) {
  await page.goto(listPath);
  await page.getByRole('link', { name: fileName, exact: true }).click();
  const viewer = page.getByRole('dialog', { name: fileName });
  const field = viewer.getByRole('textbox', { name: 'Page number' });
  await field.fill(String(fromPage));
  await field.press('Enter');
  await viewer.getByRole('button', { name: 'Find in document' }).click();
  const words = viewer.getByRole('searchbox', { name: 'Words to find' });
  await words.fill(word);
  await words.press('Enter');
  await viewer
    .getByRole('group', { name: `Page ${fromPage}`, exact: true })
    .locator('mark[aria-current]')
    .waitFor();
  const next = viewer.getByRole('button', { name: 'Next match' });
  await next.waitFor();
  await page.evaluate(() => {
    const button = document.querySelector('[role=dialog] button[aria-label="Next match"]');
    button?.addEventListener('click', () => (window.benchClickAt = performance.now()), {
      once: true,
      capture: true,
    });
  });
  await next.click();
  const ms = await page.evaluate(async (to) => {
    for (;;) {
      const reached = document.querySelector(
        `[role=dialog] [aria-label="Page ${to}"] mark[aria-current]`,
      );
      const field = document.querySelector('[role=dialog] input[aria-label="Page number"]');
      if (reached && field?.value === String(to)) return performance.now() - window.benchClickAt;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, toPage);
  await page.keyboard.press('Escape');
  return ms;
}

/**
 * The baseline of a find without the index: pdf.js alone, in the same page, reading the text of
 * every page from `fromPage` + 1 to `toPage` of the picked file, as a page-by-page find must.
 */
export async function timePdfjsTextOfPages(page, fromPage, toPage) {
  return page.evaluate(
    async ([from, to]) => {
      const pdfjs = await import('/bench-files/pdf.min.mjs');
      pdfjs.GlobalWorkerOptions.workerSrc = '/bench-files/pdf.worker.min.mjs';
      const file = window.benchFile;
      const pdf = await pdfjs.getDocument({
        data: new Uint8Array(await file.arrayBuffer()),
        isEvalSupported: false,
      }).promise;
      const start = performance.now();
      for (let number = from + 1; number <= to; number += 1) {
        await (await pdf.getPage(number)).getTextContent();
      }
      const ms = performance.now() - start;
      await pdf.destroy();
      return ms;
    },
    [fromPage, toPage],
  );
}

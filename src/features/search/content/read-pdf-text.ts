/**
 * A PDF's text page by page, read with pdf.js inside the indexing worker itself: pdf.js is given
 * its worker's message handler on this thread, so no second worker is started. The handler is the
 * viewer's own pdf.js worker file, imported as a module when the first PDF is read: one copy
 * downloaded and cached for both, and none at all in a visit that reads no PDF.
 *
 * pdf.js keeps a buffer the size of the whole file however the file reaches it. Read by range,
 * every range also arrives in a buffer of its own that lives until the worker next collects its
 * garbage: indexing a 50 MB text PDF so held 50 MB of file and up to 25 MB of spent ranges. A file
 * up to WHOLE_READ_MAX_BYTES is therefore handed over whole, in one buffer pdf.js takes as its own.
 * A bigger one is read by range: most often it is a scanned book, whose pictures text extraction
 * never reads, so most of its buffer is never written and costs no memory.
 */
import * as pdfjs from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { ByteSource } from '../../../shared/byte-source';
import { rangeTransport } from '../../../shared/range-transport';
import { STANDARD_FONT_DATA_URL } from '../../../shared/pdf-fonts';
import { TextParts } from './text-parts';
import { UnreadableFileError } from './unreadable-file-error';
import { loadReaderOnce } from './load-reader';

/** What pdf.js looks for on `globalThis.pdfjsWorker` to run its worker's side in this thread. */
interface PdfjsWorkerModule {
  WorkerMessageHandler: unknown;
}

/**
 * pdf.js's worker side, run in this thread. A retry asks for the file by another address; one that
 * reaches past the service worker's cache needs the network, but the first ask is served offline.
 */
const runPdfjsHere = loadReaderOnce(async (attempt) => {
  const address = attempt === 0 ? pdfWorkerUrl : `${pdfWorkerUrl}?attempt=${attempt}`;
  const handler = (await import(/* @vite-ignore */ address)) as PdfjsWorkerModule;
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = handler;
});

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

const WHOLE_READ_MAX_BYTES = 64 * 1024 * 1024;

/**
 * `beforePage` is awaited before each page is read: the indexer waits there while a file is open
 * in a viewer, so a long book being indexed gives the cores up within a page, not after its last.
 */
export async function readPdfText(
  file: ByteSource,
  {
    wholeReadMaxBytes = WHOLE_READ_MAX_BYTES,
    beforePage = () => Promise.resolve(),
  }: { wholeReadMaxBytes?: number; beforePage?: () => Promise<void> } = {},
): Promise<TextParts> {
  await runPdfjsHere();
  // A range the browser could not hand over stops the document, and is the error said.
  let unread: unknown = null;
  const source =
    file.size <= wholeReadMaxBytes
      ? { data: await file.read(0, file.size) }
      : {
          range: rangeTransport(pdfjs.PDFDataRangeTransport, file, (error) => {
            unread ??= error;
            void task.destroy();
          }),
        };
  const task = pdfjs.getDocument({
    ...source,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
    // Text is read, not drawn, but pdf.js reads a standard font's file for its glyphs' names.
    // Fetched by pdf.js's own code: its page-side fetch asks `document` for the base address,
    // and a worker has none.
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    useWorkerFetch: true,
    // Fonts are not drawn here: nothing needs them turned into browser fonts.
    disableFontFace: true,
  });
  // A locked PDF asks for a password: there is none to give, so reading stops there.
  let locked = false;
  task.onPassword = () => {
    locked = true;
    void task.destroy();
  };
  const parts = new TextParts();
  try {
    const pdf = await task.promise;
    for (let number = 1; number <= pdf.numPages && !parts.full; number += 1) {
      await beforePage();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextItemLike[])
        .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ' '))
        .join('');
      parts.add(number, text);
      page.cleanup();
    }
    return parts;
  } catch (error) {
    if (unread !== null) throw unread;
    throw new UnreadableFileError(locked ? 'password-protected' : 'damaged', { cause: error });
  } finally {
    await task.destroy();
  }
}

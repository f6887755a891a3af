import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { pdfjs } from 'react-pdf';
import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker is one of the app's own files, so the CSP's `script-src 'self'` covers it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { blobRangeTransport } from '../../library/format/blob-range-transport';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// Only the ranges a page needs are read; eval stays off so the CSP is never tested. One worker
// serves every preview of the visit: starting pdf.js's worker is most of a small PDF's wait.
const PDF_OPTIONS = {
  disableAutoFetch: true,
  disableStream: true,
  isEvalSupported: false,
  worker: new pdfjs.PDFWorker(),
};

/** Pages read past before pdf.js is asked to let go of what it keeps of the pages left behind. */
const CLEANUP_EVERY_PAGES = 20;

/**
 * Bytes a document may have read before it is opened afresh. pdf.js keeps every range it has
 * read, in one buffer the size of the file, until the document is closed: read to its end, a
 * 100 MB scanned book would hold all 100 MB. A text book reads far less than this in its life.
 */
const REOPEN_AFTER_BYTES = 32 * 1024 * 1024;

/** Work on a document (a find, a save) keeps it open even once the reader has a fresher copy. */
const inUse = new Map<PDFDocumentProxy, number>();
const retired = new Set<PDFDocumentProxy>();

function closeWhenFree(pdf: PDFDocumentProxy): void {
  if ((inUse.get(pdf) ?? 0) > 0) retired.add(pdf);
  else void pdf.destroy();
}

/** Runs `work` on `pdf`, which is not closed under it. */
export async function whileOpen<T>(
  pdf: PDFDocumentProxy,
  work: (pdf: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  inUse.set(pdf, (inUse.get(pdf) ?? 0) + 1);
  try {
    return await work(pdf);
  } finally {
    const left = (inUse.get(pdf) ?? 1) - 1;
    if (left > 0) inUse.set(pdf, left);
    else {
      inUse.delete(pdf);
      if (retired.delete(pdf)) void pdf.destroy();
    }
  }
}

interface Opened {
  pdf: PDFDocumentProxy;
  /** Bytes pdf.js has asked of the file so far. */
  read: { bytes: number };
}

/** Starts opening `blob`, counting the bytes pdf.js reads of it. */
function openPdf(blob: Blob, onFail: () => void) {
  const read = { bytes: 0 };
  const range = blobRangeTransport(pdfjs.PDFDataRangeTransport, blob, onFail);
  const request = range.requestDataRange.bind(range);
  range.requestDataRange = (begin: number, end: number) => {
    read.bytes += end - begin;
    request(begin, end);
  };
  const task = pdfjs.getDocument({ ...PDF_OPTIONS, range });
  return { task, read };
}

interface DocumentEvents {
  /** The document is open: resolve once the reader is ready to show it. */
  onOpen: (pdf: PDFDocumentProxy) => Promise<void>;
  onFail: () => void;
  onPassword: () => void;
}

/**
 * The PDF the reader shows, opened from its stored Blob a range at a time. As the student reads
 * on, pdf.js is told to let go of the pages left behind, and a document that has read
 * REOPEN_AFTER_BYTES is replaced by a fresh copy once that copy has the current page ready.
 */
export function usePdfDocument(blob: Blob, page: number, events: DocumentEvents) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const shown = useRef<Opened | null>(null);
  const reopening = useRef(false);
  const opened = useEffectEvent((pdf: PDFDocumentProxy) => events.onOpen(pdf));
  const failed = useEffectEvent(() => events.onFail());
  const askedPassword = useEffectEvent(() => events.onPassword());
  // Closed only once the pages have moved to the fresh copy: a page still drawing from a closed
  // document would fail as if the file were damaged. Pages' effects run before this one.
  const leaving = useRef<PDFDocumentProxy[]>([]);

  useEffect(() => {
    let live = true;
    const closing = leaving.current;
    const fail = () => {
      if (live) failed();
    };
    const { task, read } = openPdf(blob, fail);
    task.onPassword = () => {
      if (live) askedPassword();
    };
    task.promise.then(async (loaded) => {
      if (!live) return;
      await opened(loaded);
      if (!live) return;
      shown.current = { pdf: loaded, read };
      setPdf(loaded);
    }, fail);
    return () => {
      live = false;
      reopening.current = false;
      const last = shown.current;
      shown.current = null;
      for (const old of closing.splice(0)) closeWhenFree(old);
      setPdf(null);
      if (last) closeWhenFree(last.pdf);
      else void task.destroy();
    };
  }, [blob]);

  useEffect(() => {
    for (const old of leaving.current.splice(0)) closeWhenFree(old);
  }, [pdf]);

  const cleanedAt = useRef(page);
  useEffect(() => {
    const now = shown.current;
    if (!now || Math.abs(page - cleanedAt.current) < CLEANUP_EVERY_PAGES) return;
    cleanedAt.current = page;
    if (now.read.bytes < REOPEN_AFTER_BYTES || reopening.current) {
      // A page still drawing makes pdf.js refuse; the next step tries again. Fonts are kept, so
      // the pages in view need not load them again.
      now.pdf.cleanup(true).catch(() => undefined);
      return;
    }
    reopening.current = true;
    const { task, read } = openPdf(blob, () => undefined);
    task.promise
      .then(async (fresh) => {
        await fresh.getPage(Math.min(page, fresh.numPages));
        if (shown.current !== now) return void fresh.destroy();
        shown.current = { pdf: fresh, read };
        leaving.current.push(now.pdf);
        setPdf(fresh);
      })
      // The copy in use stays: it only holds more than it needs.
      .catch(() => void task.destroy())
      .finally(() => {
        reopening.current = false;
      });
  }, [blob, page]);

  return pdf;
}

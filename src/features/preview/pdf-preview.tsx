import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import 'react-pdf/dist/Page/TextLayer.css';
// The worker is one of the app's own files, so the CSP's `script-src 'self'` covers it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Alert } from '../../ui/alert';
import type { FoundWords } from '../library/library-files';
import { blobRangeTransport } from '../library/format/blob-range-transport';
import { markedHtml } from './found-words';
import { PdfFoundBar } from './pdf-found-bar';
import { previewMessages } from './preview-type';
import { useReadingPlace } from './use-reading-place';
import { buttonClass } from '../../ui/button-styles';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// Only the ranges a page needs are read; eval stays off so the CSP is never tested. One worker
// serves every preview of the visit: starting pdf.js's worker is most of a small PDF's wait.
const PDF_OPTIONS = {
  disableAutoFetch: true,
  disableStream: true,
  isEvalSupported: false,
  worker: new pdfjs.PDFWorker(),
};
const NO_WORDS: readonly string[] = [];
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const toolButton = buttonClass('ghost', 'icon');

/** Previous and next page, the page number, and zoom out and in. */
function PdfToolbar({
  page,
  pageCount,
  go,
  zoomStep,
  onZoomStep,
}: {
  page: number;
  pageCount: number | null;
  go: (page: number) => void;
  zoomStep: number;
  onZoomStep: (step: number) => void;
}) {
  const last = pageCount ?? 1;
  const zoom = ZOOM_STEPS[zoomStep] ?? 1;
  return (
    <div
      role="toolbar"
      aria-label="PDF pages and zoom"
      // Two groups that wrap as wholes: on a narrow phone, pages above zoom, never split.
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1"
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={toolButton}
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <p aria-live="polite" className="min-w-20 text-center text-sm text-ink-soft">
          {pageCount === null ? 'Loading…' : `Page ${page} of ${pageCount}`}
        </p>
        <button
          type="button"
          className={toolButton}
          aria-label="Next page"
          disabled={pageCount === null || page >= last}
          onClick={() => go(page + 1)}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={toolButton}
          aria-label="Zoom out"
          disabled={zoomStep === 0}
          onClick={() => onZoomStep(zoomStep - 1)}
        >
          <ZoomOut aria-hidden="true" className="h-5 w-5" />
        </button>
        <p className="w-12 text-center text-sm text-ink-soft">
          <span className="sr-only">Zoom </span>
          {zoom * 100}%
        </p>
        <button
          type="button"
          className={toolButton}
          aria-label="Zoom in"
          disabled={zoomStep === ZOOM_STEPS.length - 1}
          onClick={() => onZoomStep(zoomStep + 1)}
        >
          <ZoomIn aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}

/** The zoom step nearest `zoom`. */
function stepOf(zoom: number): number {
  let nearest = 0;
  ZOOM_STEPS.forEach((step, index) => {
    if (Math.abs(step - zoom) < Math.abs((ZOOM_STEPS[nearest] ?? 1) - zoom)) nearest = index;
  });
  return nearest;
}

/**
 * A PDF page by page, fitted to the dialog's width, with zoom and previous/next page. It opens
 * where the student left off in this file (page and zoom) and keeps where they are.
 */
export function PdfPreview({
  blob,
  fileName,
  fileId,
  found,
}: {
  blob: Blob;
  fileName: string;
  /** The stored file's id, whose place is kept; none for a file shown on its own (View's tab). */
  fileId?: string;
  /** Where a search found its words: the PDF opens at that page, the words marked. */
  found?: FoundWords;
}) {
  const file = useMemo(
    () => ({ range: blobRangeTransport(pdfjs.PDFDataRangeTransport, blob) }),
    [blob],
  );
  const place = useReadingPlace(fileId);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(found?.page ?? place.initial?.page ?? 1);
  const words = found?.words ?? NO_WORDS;
  const markWords = useCallback(({ str }: { str: string }) => markedHtml(str, words), [words]);
  const [zoomStep, setZoomStep] = useState(stepOf(place.initial?.zoom ?? 1));
  const { keep } = place;
  useEffect(() => {
    if (pageCount !== null && page <= pageCount) {
      keep({ page, pages: pageCount, zoom: ZOOM_STEPS[zoomStep] ?? 1 });
    }
  }, [keep, page, pageCount, zoomStep]);
  const [problem, setProblem] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (problem) return <Alert>{problem}</Alert>;

  const last = pageCount ?? 1;
  const go = (to: number) => setPage(Math.min(Math.max(to, 1), last));
  const zoom = ZOOM_STEPS[zoomStep] ?? 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // With a modifier the arrows are the viewer's: Ctrl+arrow moves to another file.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const step = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 }[event.key];
    if (step === undefined || !(event.target instanceof HTMLElement)) return;
    if (event.target.tagName === 'INPUT') return;
    event.preventDefault();
    go(page + step);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3" onKeyDown={onKeyDown}>
      <PdfToolbar
        page={page}
        pageCount={pageCount}
        go={go}
        zoomStep={zoomStep}
        onZoomStep={setZoomStep}
      />
      {words.length > 0 && <PdfFoundBar pdf={pdf} page={page} words={words} go={go} />}
      <div
        ref={frame}
        // Scrollable, so keyboard users can pan a zoomed page.
        tabIndex={0}
        role="region"
        aria-label={`${fileName}, page ${page}`}
        className="min-h-0 flex-1 overflow-auto rounded-control bg-sunken"
      >
        <Document
          file={file}
          options={PDF_OPTIONS}
          loading={<p className="p-6 text-center text-ink-muted">Opening the PDF…</p>}
          error={null}
          onLoadSuccess={(loaded) => {
            setPdf(loaded);
            setPageCount(loaded.numPages);
            // A kept place past the end (the file changed): start at its last page.
            setPage((kept) => Math.min(kept, loaded.numPages));
          }}
          onLoadError={() => setProblem(previewMessages.pdfDamaged)}
          onSourceError={() => setProblem(previewMessages.pdfDamaged)}
          onPassword={() => setProblem(previewMessages.pdfPassword)}
        >
          {width > 0 && (
            <Page
              pageNumber={page}
              width={width * zoom}
              // The text layer marks the words a search found; without them it would only cost.
              renderTextLayer={words.length > 0}
              customTextRenderer={words.length > 0 ? markWords : undefined}
              renderAnnotationLayer={false}
              className="mx-auto w-fit shadow"
              loading={<p className="p-6 text-center text-ink-muted">Drawing the page…</p>}
              onRenderError={() => setProblem(previewMessages.pdfDamaged)}
            />
          )}
        </Document>
      </div>
    </div>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Document, pdfjs } from 'react-pdf';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
// The worker is one of the app's own files, so the CSP's `script-src 'self'` covers it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Alert } from '../../ui/alert';
import { useNarrowScreen } from '../../ui/use-narrow-screen';
import type { FoundWords } from '../library/library-files';
import { blobSource } from '../../shared/byte-source';
import { rangeTransport } from '../../shared/range-transport';
import { STANDARD_FONT_DATA_URL } from '../../shared/pdf-fonts';
import { A4_RATIO, layoutPages, PAGE_GAP, pageAt, pagesBetween } from './pdf/page-layout';
import { PageStack } from './pdf/page-stack';
import { PdfFindBar } from './pdf/pdf-find-bar';
import { PdfToolbar } from './pdf/pdf-toolbar';
import { onReaderKey } from './pdf/reader-keys';
import { usePageScroll } from './pdf/use-page-scroll';
import { useReaderFind } from './pdf/use-reader-find';
import { useFullScreen } from './pdf/use-full-screen';
import { useReaderLinks } from './pdf/use-reader-links';
import { ReaderPanels, useSidePanels } from './pdf/reader-panels';
import { nearestStep, zoomFactor, type Zoom } from './pdf/zoom';
import type { ReadingPlace } from '../../storage/marks-store';
import { previewMessages } from './preview-type';
import { useReadingPlace } from './use-reading-place';
import { MarkingBar } from './annotations/highlight-bar';
import { usePdfMarking } from './annotations/use-pdf-marking';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// A reader closed while pdf.js still reads its file (a page loading, a range on its way): pdf.js
// rejects what was pending with an AbortException nobody waits on. A cancellation, not a failure.
if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.name === 'AbortException') event.preventDefault();
  });
}

// Only the ranges a page needs are read; eval stays off so the CSP is never tested. One worker
// serves every preview of the visit: starting pdf.js's worker is most of a small PDF's wait.
const PDF_OPTIONS = {
  disableAutoFetch: true,
  disableStream: true,
  isEvalSupported: false,
  standardFontDataUrl: STANDARD_FONT_DATA_URL,
  worker: new pdfjs.PDFWorker(),
};

function ratioOf(page: PDFPageProxy): number {
  const { width, height } = page.getViewport({ scale: 1 });
  return width > 0 && height > 0 ? height / width : A4_RATIO;
}

/** The reader's inner size, followed as the window or the phone turns. */
function useFrameSize() {
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      setSize({ width: element.clientWidth, height: element.clientHeight });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { frame, size };
}

/** The zoom a file opens at: as the student left it, else fitted as suits the screen. */
function openingZoom(kept: ReadingPlace | null, narrow: boolean): Zoom {
  if (kept?.fit) return { kind: kept.fit === 'page' ? 'fit-page' : 'fit-width' };
  if (kept) return { kind: 'steps', step: nearestStep(kept.zoom) };
  // A phone reads across its width; a laptop sees a whole page at once.
  return { kind: narrow ? 'fit-width' : 'fit-page' };
}

/** The shape (height over width) of each page read so far, and of the rest until read. */
function usePageRatios() {
  const [opening, setOpening] = useState(A4_RATIO);
  const [ratios, setRatios] = useState<ReadonlyMap<number, number>>(new Map());
  const ratioOfPage = useCallback((n: number) => ratios.get(n) ?? opening, [ratios, opening]);
  const notePage = useCallback((number: number, loaded: PDFPageProxy) => {
    const ratio = ratioOf(loaded);
    setRatios((known) =>
      Math.abs((known.get(number) ?? 0) - ratio) < 0.001
        ? known
        : new Map(known).set(number, ratio),
    );
  }, []);
  return { opening, ratioOfPage, notePage, setOpening };
}

/** The zoom's factor, the pages' width and where each page sits, for the reader's size. */
function useReaderLayout(
  size: { width: number; height: number },
  zoom: Zoom,
  pageCount: number | null,
  { opening, ratioOfPage }: { opening: number; ratioOfPage: (page: number) => number },
) {
  const fitWidth = Math.max(0, size.width - 2 * PAGE_GAP);
  // Fit page: the opening page whole, never wider than the reader. Fitted to that page, not to
  // the one in view, so a landscape page among portrait ones does not resize every page.
  const fitPage =
    fitWidth > 0 ? Math.min(1, (size.height - 2 * PAGE_GAP) / (fitWidth * opening)) : 1;
  const factor = zoomFactor(zoom, fitPage);
  const pageWidth = Math.floor(fitWidth * factor);
  const layout = useMemo(
    () => layoutPages(pageCount ?? 0, pageWidth, ratioOfPage),
    [pageCount, pageWidth, ratioOfPage],
  );
  return { factor, pageWidth, layout };
}

/** The stored file as pdf.js reads it: only the byte ranges it asks for. */
function useRangeFile(blob: Blob) {
  return useMemo(
    () => ({ range: rangeTransport(pdfjs.PDFDataRangeTransport, blobSource(blob)) }),
    [blob],
  );
}

/**
 * Whether a page is drawn: from a screen above the view to a screen below it, and the pages
 * either side of the one at its top.
 */
function useDrawnPages(
  layout: ReturnType<typeof layoutPages>,
  view: { top: number; height: number },
) {
  const [first, last] = pagesBetween(layout, view.top - view.height, view.top + 2 * view.height);
  const atTop = pageAt(layout, view.top);
  return useCallback(
    (n: number) => (n >= first && n <= last) || Math.abs(n - atTop) <= 1,
    [first, last, atTop],
  );
}

/** Pages read past before pdf.js is asked to let go of what it keeps of the pages left behind. */
const CLEANUP_EVERY_PAGES = 20;

/**
 * pdf.js keeps what it parsed of every page it drew until told otherwise: a long scroll through
 * a book would keep all of it. Every CLEANUP_EVERY_PAGES pages it is told to let go (fonts kept,
 * so the pages in view need not load them again); a page still drawing makes it refuse, and the
 * next step tries again.
 */
function useReleasePassedPages(pdf: PDFDocumentProxy | null, page: number) {
  const cleanedAt = useRef(page);
  useEffect(() => {
    if (!pdf || Math.abs(page - cleanedAt.current) < CLEANUP_EVERY_PAGES) return;
    cleanedAt.current = page;
    pdf.cleanup(true).catch(() => undefined);
  }, [pdf, page]);
}

/** Keeps where the student is (page and zoom) as they read. */
function useKeptPlace(
  keep: (place: Omit<ReadingPlace, 'at'>) => void,
  page: number,
  pageCount: number | null,
  zoom: Zoom,
  factor: number,
) {
  useEffect(() => {
    if (pageCount === null || page > pageCount) return;
    const fit = zoom.kind === 'fit-page' ? 'page' : zoom.kind === 'fit-width' ? 'width' : undefined;
    keep({ page, pages: pageCount, zoom: factor, ...(fit && { fit }) });
  }, [keep, page, pageCount, factor, zoom.kind]);
}

/**
 * The document has opened: the view goes to the page it opens at (a kept place past the end, the
 * file changed since, starts at its last page), laid out to that page's shape once it is read.
 */
function opened(
  loaded: PDFDocumentProxy,
  page: number,
  to: {
    setPage: (page: number) => void;
    openAt: (page: number) => void;
    ratios: ReturnType<typeof usePageRatios>;
    setPdf: (pdf: PDFDocumentProxy) => void;
  },
) {
  const start = Math.min(page, loaded.numPages);
  to.setPage(start);
  to.openAt(start);
  const open = () => to.setPdf(loaded);
  loaded.getPage(start).then((opening) => {
    to.ratios.setOpening(ratioOf(opening));
    open();
  }, open);
}

/**
 * Going to a page (and a point down it): asked before the document opened (a highlight chosen
 * just after a reload), the page is kept as asked; the opening clamps it to the page count.
 */
function goTo(
  pageCount: number | null,
  setPage: (page: number) => void,
  scrollTo: (page: number, within: number) => void,
) {
  return (to: number, within = 0) => {
    const target = Math.min(Math.max(to, 1), pageCount ?? Number.POSITIVE_INFINITY);
    setPage(target);
    scrollTo(target, within);
  };
}

/** What stops the PDF being shown: damaged (read or drawn), or locked with a password. */
function useReaderProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const fail = useCallback(() => setProblem(previewMessages.pdfDamaged), []);
  const locked = useCallback(() => setProblem(previewMessages.pdfPassword), []);
  return { problem, fail, locked };
}

interface PdfPreviewProps {
  blob: Blob;
  fileName: string;
  /**
   * The stored file's id, whose place, highlights and notes are kept; none for a file shown on
   * its own (View's tab).
   */
  fileId?: string;
  /** Where a search found its words: the PDF opens at that page, the words marked. */
  found?: FoundWords;
}

/**
 * A PDF read continuously, page under page, under a toolbar that stays in view. Only the pages
 * near the view are drawn (with their text, so it can be selected), so a 500-page book scrolls
 * with a few pages in memory. It opens where the student left off in this file (page and zoom),
 * or where a search found its words, and keeps where they are. A stored file can be highlighted,
 * noted and bookmarked.
 */
export function PdfPreview({ blob, fileName, fileId, found }: PdfPreviewProps) {
  const file = useRangeFile(blob);
  const place = useReadingPlace(fileId);
  const narrow = useNarrowScreen();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const { problem, fail, locked } = useReaderProblem();
  const [page, setPage] = useState(found?.page ?? place.initial?.page ?? 1);
  const [zoom, setZoom] = useState<Zoom>(() => openingZoom(place.initial, narrow));
  const ratios = usePageRatios();
  const { frame, size } = useFrameSize();
  const [whole, fullScreen] = useFullScreen<HTMLDivElement>();

  const pageCount = pdf?.numPages ?? null;
  const { factor, pageWidth, layout } = useReaderLayout(size, zoom, pageCount, ratios);
  const scroll = usePageScroll(frame, layout, page, setPage);

  const go = goTo(pageCount, setPage, scroll.scrollTo);
  const marking = usePdfMarking({ fileId, fileName, page, pdf, reader: frame });
  const panels = useSidePanels(marking);
  const links = useReaderLinks({ pdf, page, go });
  const find = useReaderFind({
    page,
    found,
    pdf,
    fileId,
    frame,
    factor,
    centre: scroll.centre,
    go,
    onZoom: setZoom,
  });

  useKeptPlace(place.keep, page, pageCount, zoom, factor);
  useReleasePassedPages(pdf, page);

  const isDrawn = useDrawnPages(layout, scroll.view);

  if (problem) return <Alert>{problem}</Alert>;

  return (
    <div
      ref={whole}
      className="flex min-h-0 flex-1 flex-col gap-2 [&:fullscreen]:bg-surface [&:fullscreen]:p-3"
      onClick={marking.onTap}
      onKeyDown={(event) =>
        marking.onKey(event, page) ||
        onReaderKey(event, page, pageCount ?? 1, {
          go,
          factor,
          onZoom: setZoom,
          back: links.back?.go ?? null,
        })
      }
    >
      <PdfToolbar
        page={page}
        pageCount={pageCount}
        go={go}
        zoom={zoom}
        factor={factor}
        onZoom={setZoom}
        finding={find.finding}
        onFind={find.toggleFinding}
        marking={panels.markingTools}
        contents={panels.contents}
        back={links.back}
        fullScreen={fullScreen}
      />
      {find.finding && <PdfFindBar {...find.bar} />}
      <div className="relative flex min-h-0 flex-1 gap-2">
        <MarkingBar marking={marking} />
        <div
          ref={frame}
          // Scrollable, so keyboard users can scroll and pan a zoomed page.
          tabIndex={0}
          role="region"
          aria-label={`${fileName}, page ${page}`}
          onScroll={scroll.onScroll}
          onClickCapture={links.onClickCapture}
          // The reader keeps the place itself through each layout: no anchoring by the browser.
          className="min-h-0 min-w-0 flex-1 overflow-auto rounded-control bg-sunken scroll-anchor-none"
        >
          <Document
            file={file}
            options={PDF_OPTIONS}
            loading={<p className="p-6 text-center text-ink-muted">Opening the PDF…</p>}
            error={null}
            onLoadSuccess={(loaded) =>
              opened(loaded, page, { setPage, openAt: scroll.openAt, ratios, setPdf })
            }
            onLoadError={fail}
            onSourceError={fail}
            onPassword={locked}
            onItemClick={links.onInternalLink}
            externalLinkTarget="_blank"
            externalLinkRel="noopener noreferrer"
          >
            {pageWidth > 0 && pageCount !== null && (
              <PageStack
                layout={layout}
                pageWidth={pageWidth}
                frameWidth={size.width}
                isDrawn={isDrawn}
                marks={marking.marks}
                markWords={find.markWords}
                onPageLoad={ratios.notePage}
                onTextLayer={find.onTextLayer}
                onFailure={fail}
              />
            )}
          </Document>
        </div>
        <ReaderPanels
          pdf={pdf}
          fileName={fileName}
          page={page}
          ratioOf={ratios.ratioOfPage}
          go={go}
          marking={marking}
          links={links}
          panels={panels}
        />
      </div>
    </div>
  );
}

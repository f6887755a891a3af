import { useEffect, useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** A thumbnail's width in CSS pixels. */
const THUMBNAIL_WIDTH = 112;

/**
 * Draws page `number` small into `canvas`; a drawing stopped part way (the thumbnail scrolled
 * away, the panel closed) is cancelled.
 */
async function drawThumbnail(
  pdf: PDFDocumentProxy,
  number: number,
  canvas: HTMLCanvasElement,
  signal: AbortSignal,
) {
  const page = await pdf.getPage(number);
  if (signal.aborted) return;
  const base = page.getViewport({ scale: 1 });
  const scale = (THUMBNAIL_WIDTH / base.width) * Math.min(2, window.devicePixelRatio || 1);
  const viewport = page.getViewport({ scale });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  const task = page.render({ canvas, viewport });
  signal.addEventListener('abort', () => task.cancel());
  await task.promise.catch(() => undefined);
}

/** One page's thumbnail, drawn only while it is in the panel's view. */
function Thumbnail({
  pdf,
  number,
  ratio,
  current,
  onGo,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  ratio: number;
  current: boolean;
  onGo: (page: number) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let drawing: AbortController | null = null;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !drawing) {
        drawing = new AbortController();
        void drawThumbnail(pdf, number, target, drawing.signal);
      }
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      drawing?.abort();
    };
  }, [pdf, number]);
  useEffect(() => {
    if (current) button.current?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <li>
      <button
        ref={button}
        type="button"
        aria-label={`Page ${number}`}
        aria-current={current ? 'page' : undefined}
        onClick={() => onGo(number)}
        className="flex w-full flex-col items-center gap-1 rounded-control p-1 text-xs text-ink-soft hover:bg-sunken aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-ink"
      >
        <canvas
          ref={canvas}
          aria-hidden="true"
          className="block bg-surface shadow"
          style={{ width: THUMBNAIL_WIDTH, height: Math.round(THUMBNAIL_WIDTH * ratio) }}
        />
        <span aria-hidden="true">{number}</span>
      </button>
    </li>
  );
}

/**
 * Every page as a thumbnail that goes to it, the current one marked; only the thumbnails in view
 * are drawn, so a 1,600-page book's panel costs a few small pictures, not 1,600.
 */
export function PageThumbnails({
  pdf,
  page,
  ratioOf,
  onGo,
}: {
  pdf: PDFDocumentProxy;
  page: number;
  ratioOf: (page: number) => number;
  onGo: (page: number) => void;
}) {
  return (
    <ol aria-label="Pages" className="grid grid-cols-2 gap-2">
      {Array.from({ length: pdf.numPages }, (_, at) => at + 1).map((number) => (
        <Thumbnail
          key={number}
          pdf={pdf}
          number={number}
          ratio={ratioOf(number)}
          current={number === page}
          onGo={onGo}
        />
      ))}
    </ol>
  );
}

import { memo, useRef } from 'react';
import { nameLinks, useNamedLinks } from './link-names';
import { Page } from 'react-pdf';
import type { PDFPageProxy } from 'pdfjs-dist';
import { PAGE_GAP, type PageLayout } from './page-layout';
import { PAGE_ATTRIBUTE } from '../annotations/read-selection';
import { PageMarks, type MarksOfPage } from '../annotations/page-marks';

/**
 * Every page's place, and the drawn pages in theirs: a page outside `drawn` is an empty sheet
 * of its size, so the scrollbar is the whole book's while only a few pages hold a canvas.
 */
export const PageStack = memo(function PageStack({
  layout,
  pageWidth,
  frameWidth,
  isDrawn,
  marks,
  markWords,
  onPageLoad,
  onTextLayer,
  onFailure,
}: {
  layout: PageLayout;
  pageWidth: number;
  frameWidth: number;
  isDrawn: (page: number) => boolean;
  /** The student's highlights and bookmarks, by page. */
  marks: ReadonlyMap<number, MarksOfPage>;
  /** Marks found words in a page's text layer; none when nothing is sought. */
  markWords: ((item: { str: string }) => string) | undefined;
  onPageLoad: (page: number, loaded: PDFPageProxy) => void;
  /** A page's text (and the words marked in it) is drawn, again after each zoom. */
  onTextLayer: (page: number) => void;
  onFailure: () => void;
}) {
  const stack = useRef<HTMLDivElement>(null);
  useNamedLinks(stack);
  const pageElement = (number: number) =>
    stack.current?.querySelector(`[${PAGE_ATTRIBUTE}="${number}"]`);
  const contentWidth = Math.max(frameWidth, pageWidth + 2 * PAGE_GAP);
  const left = Math.max(PAGE_GAP, Math.floor((contentWidth - pageWidth) / 2));
  return (
    <div ref={stack} className="relative" style={{ height: layout.total, width: contentWidth }}>
      {layout.tops.map((top, index) => {
        const number = index + 1;
        const pageMarks = marks.get(number);
        return (
          <div
            key={number}
            role="group"
            aria-label={`Page ${number}`}
            {...{ [PAGE_ATTRIBUTE]: number }}
            className="absolute bg-surface shadow"
            style={{ top, left, width: pageWidth, height: layout.heights[index] }}
          >
            {isDrawn(number) && (
              <Page
                pageNumber={number}
                width={pageWidth}
                customTextRenderer={markWords}
                // Links: a place in the document is followed, a web address shown first.
                renderAnnotationLayer
                onLoadSuccess={(loaded) => onPageLoad(number, loaded)}
                onRenderTextLayerSuccess={() => {
                  onTextLayer(number);
                  nameLinks(pageElement(number));
                }}
                loading={null}
                onRenderError={onFailure}
              />
            )}
            {isDrawn(number) && pageMarks && (
              <PageMarks highlights={pageMarks.highlights} bookmarked={pageMarks.bookmarked} />
            )}
          </div>
        );
      })}
    </div>
  );
});

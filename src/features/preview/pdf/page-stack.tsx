import { memo, useCallback, useRef } from 'react';
import { nameLinks, useNamedLinks } from './link-names';
import { Page } from 'react-pdf';
import type { PDFPageProxy } from 'pdfjs-dist';
import { PAGE_GAP, type PageLayout } from './page-layout';
import { PAGE_ATTRIBUTE } from '../annotations/read-selection';
import { PageMarks, type MarksOfPage } from '../annotations/page-marks';

/**
 * One drawn page. Its callbacks keep their identity from render to render: react-pdf draws a
 * page's text again whenever its text callback changes, and text drawn again drops the student's
 * selection under their hands.
 */
const DrawnPage = memo(function DrawnPage({
  number,
  width,
  markWords,
  onPageLoad,
  onTextLayer,
  onFailure,
  pageElement,
}: {
  number: number;
  width: number;
  markWords: ((item: { str: string }) => string) | undefined;
  onPageLoad: (page: number, loaded: PDFPageProxy) => void;
  onTextLayer: (page: number) => void;
  onFailure: () => void;
  pageElement: (page: number) => Element | null | undefined;
}) {
  const loaded = useCallback(
    (page: PDFPageProxy) => onPageLoad(number, page),
    [onPageLoad, number],
  );
  const textDrawn = useCallback(() => {
    onTextLayer(number);
    nameLinks(pageElement(number));
  }, [onTextLayer, number, pageElement]);
  return (
    <Page
      pageNumber={number}
      width={width}
      customTextRenderer={markWords}
      // Links: a place in the document is followed, a web address shown first.
      renderAnnotationLayer
      onLoadSuccess={loaded}
      onRenderTextLayerSuccess={textDrawn}
      loading={null}
      onRenderError={onFailure}
    />
  );
});

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
  const pageElement = useCallback(
    (number: number) => stack.current?.querySelector(`[${PAGE_ATTRIBUTE}="${number}"]`),
    [],
  );
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
              <DrawnPage
                number={number}
                width={pageWidth}
                markWords={markWords}
                onPageLoad={onPageLoad}
                onTextLayer={onTextLayer}
                onFailure={onFailure}
                pageElement={pageElement}
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

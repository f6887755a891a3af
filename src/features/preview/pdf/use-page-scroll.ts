import { useLayoutEffect, useRef, type RefObject } from 'react';
import {
  heightOf,
  PAGE_GAP,
  pageAt,
  pointAt,
  type PageLayout,
  type PagePoint,
} from './page-layout';
import { useDrawnView, viewOf } from './use-drawn-view';

/** The reading line: the page there is the page "in view", and the point there stays put. */
const CURRENT_LINE = 0.3;

const lineOf = (element: HTMLElement) => element.clientHeight * CURRENT_LINE;

/**
 * Scrolls `element` so that height `y` of the content is at its top. Returns where the view lands
 * when the scroll moves it, so the scroll event that lands there is known as the reader's own;
 * null when it stays.
 */
function scrollToHeight(element: HTMLElement, y: number) {
  const target = Math.max(0, Math.round(y));
  const reachable = Math.round(Math.min(target, element.scrollHeight - element.clientHeight));
  const moves = reachable !== Math.round(element.scrollTop);
  element.scrollTo({ top: target });
  return moves ? reachable : null;
}

/** Scrolls `element` to `within` (0 to 1) of `page`, just below the gap above it. */
function placeView(element: HTMLElement, layout: PageLayout, { page, within }: PagePoint) {
  const top = layout.tops[page - 1] ?? 0;
  const height = layout.heights[page - 1] ?? 0;
  return scrollToHeight(element, top - PAGE_GAP / 2 + within * height);
}

/** The point of the document at the reading line. */
const pointAtLine = (element: HTMLElement, layout: PageLayout) =>
  pointAt(layout, element.scrollTop + lineOf(element));

/**
 * The reader's scrolling: the view's extent the pages are drawn for, the page in view as the
 * student scrolls, and scrolling to a page. Whenever the pages are laid out again (a zoom or a
 * fit, a panel opened or closed, a window resized, a phone turned, a page's true shape read), the
 * point of the document at the reading line stays there: the student never loses their place.
 */
export function usePageScroll(
  frame: RefObject<HTMLDivElement | null>,
  layout: PageLayout,
  openingPage: number,
  onPage: (page: number) => void,
) {
  const { drawn: view, follow } = useDrawnView();
  // A page to put at the top once the pages are laid out: where the document opens, or a page
  // asked for before there was a layout.
  const anchor = useRef<PagePoint | null>({ page: openingPage, within: 0 });
  // The point at the reading line, as the student last left it. A view that could not reach it
  // (a layout too short) leaves it as it was, so the next layout can.
  const held = useRef<PagePoint | null>(null);
  // Where a scroll the reader made itself lands: its scroll event must not move the page it aimed
  // at. Kept as a place, not a flag, because the browser fires one scroll event a frame: a
  // student's scroll in the same frame lands elsewhere and still moves the page count.
  const aimed = useRef<number | null>(null);
  const ready = layout.tops.length > 0 && (layout.heights[0] ?? 0) > 0;

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || !ready) return;
    const target = anchor.current;
    anchor.current = null;
    if (target) {
      aimed.current = placeView(element, layout, target);
      held.current = pointAtLine(element, layout);
    } else if (held.current) {
      aimed.current = scrollToHeight(element, heightOf(layout, held.current) - lineOf(element));
    } else return;
    follow(viewOf(element), false);
  }, [follow, frame, layout, ready]);

  const scrollTo = (page: number, within: number) => {
    const element = frame.current;
    if (!element || !ready) {
      anchor.current = { page, within };
      return;
    }
    aimed.current = placeView(element, layout, { page, within });
    held.current = pointAtLine(element, layout);
    follow(viewOf(element), false);
  };

  /** Puts height `y` of the content in the middle of the view (a match find has reached). */
  const centre = (y: number) => {
    const element = frame.current;
    if (!element) return;
    aimed.current = scrollToHeight(element, y - element.clientHeight / 2);
    held.current = pointAtLine(element, layout);
    follow(viewOf(element), false);
  };

  /** Places the view at `page` after the next layout (the document has just opened). */
  const openAt = (page: number) => {
    anchor.current = { page, within: 0 };
  };

  const onScroll = () => {
    const element = frame.current;
    if (!element) return;
    const own = aimed.current !== null && Math.abs(element.scrollTop - aimed.current) <= 1;
    aimed.current = null;
    if (own) {
      follow(viewOf(element), false);
      return;
    }
    held.current = pointAtLine(element, layout);
    follow(viewOf(element), true);
    onPage(pageAt(layout, element.scrollTop + lineOf(element)));
  };

  return { view, scrollTo, centre, openAt, onScroll };
}

import { useLayoutEffect, useRef, type RefObject } from 'react';
import { PAGE_GAP, pageAt, type PageLayout } from './page-layout';
import { useDrawnView, viewOf } from './use-drawn-view';

/** The page is "in view" once it reaches this far down the reader. */
const CURRENT_LINE = 0.3;

/**
 * Scrolls `element` to `within` (0 to 1) of `page`. True when the scroll moves, so its scroll
 * event is the reader's own.
 */
function placeView(element: HTMLElement, layout: PageLayout, page: number, within: number) {
  const top = layout.tops[page - 1] ?? 0;
  const height = layout.heights[page - 1] ?? 0;
  const target = Math.max(0, Math.round(top - PAGE_GAP / 2 + within * height));
  const reachable = Math.min(target, element.scrollHeight - element.clientHeight);
  const moves = Math.round(reachable) !== Math.round(element.scrollTop);
  element.scrollTo({ top: target });
  return moves;
}

/**
 * The reader's scrolling: the view's extent the pages are drawn for, the page in view as the
 * student scrolls, and scrolling to a page, or back to the same point of a page once a zoom has
 * laid the pages out again.
 */
export function usePageScroll(
  frame: RefObject<HTMLDivElement | null>,
  layout: PageLayout,
  openingPage: number,
  onPage: (page: number) => void,
) {
  const { drawn: view, follow } = useDrawnView();
  // Where to put the view once the pages are laid out (again): a page, and how far into it.
  const anchor = useRef<{ page: number; within: number } | null>({ page: openingPage, within: 0 });
  // A scroll the reader made itself: its scroll event must not move the page it aimed at.
  const aimed = useRef(false);
  const ready = layout.tops.length > 0 && (layout.heights[0] ?? 0) > 0;

  useLayoutEffect(() => {
    const element = frame.current;
    const target = anchor.current;
    if (!element || !target || !ready) return;
    anchor.current = null;
    aimed.current = placeView(element, layout, target.page, target.within);
    follow(viewOf(element), false);
  }, [follow, frame, layout, ready]);

  const scrollTo = (page: number, within: number) => {
    const element = frame.current;
    if (!element || !ready) {
      anchor.current = { page, within };
      return;
    }
    aimed.current = placeView(element, layout, page, within);
    follow(viewOf(element), false);
  };

  /** Keeps the point of `page` now in view in view after the next layout (a zoom). */
  const holdPlace = (page: number) => {
    const element = frame.current;
    const top = layout.tops[page - 1] ?? 0;
    const height = layout.heights[page - 1] || 1;
    const within = element ? (element.scrollTop + PAGE_GAP / 2 - top) / height : 0;
    anchor.current = { page, within: Math.min(1, Math.max(0, within)) };
  };

  /** Places the view at `page` after the next layout (the document has just opened). */
  const openAt = (page: number) => {
    anchor.current = { page, within: 0 };
  };

  const onScroll = () => {
    const element = frame.current;
    if (!element) return;
    if (aimed.current) {
      aimed.current = false;
      follow(viewOf(element), false);
      return;
    }
    follow(viewOf(element), true);
    onPage(pageAt(layout, element.scrollTop + element.clientHeight * CURRENT_LINE));
  };

  return { view, scrollTo, holdPlace, openAt, onScroll };
}

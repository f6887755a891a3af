import { useLayoutEffect, useRef, type RefObject } from 'react';
import { PAGE_GAP, pageAt, type PageLayout } from './page-layout';
import { useDrawnView, viewOf } from './use-drawn-view';

/** The page is "in view" once it reaches this far down the reader. */
const CURRENT_LINE = 0.3;

/**
 * Scrolls `element` to `within` (0 to 1) of `page`. Returns where the view lands when the scroll
 * moves it, so the scroll event that lands there is known as the reader's own; null when it
 * stays.
 */
function placeView(element: HTMLElement, layout: PageLayout, page: number, within: number) {
  const top = layout.tops[page - 1] ?? 0;
  const height = layout.heights[page - 1] ?? 0;
  const target = Math.max(0, Math.round(top - PAGE_GAP / 2 + within * height));
  const reachable = Math.round(Math.min(target, element.scrollHeight - element.clientHeight));
  const moves = reachable !== Math.round(element.scrollTop);
  element.scrollTo({ top: target });
  return moves ? reachable : null;
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
  // Where a scroll the reader made itself lands: its scroll event must not move the page it aimed
  // at. Kept as a place, not a flag, because the browser fires one scroll event a frame: a
  // student's scroll in the same frame lands elsewhere and still moves the page count.
  const aimed = useRef<number | null>(null);
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
    const own = aimed.current !== null && Math.abs(element.scrollTop - aimed.current) <= 1;
    aimed.current = null;
    if (own) {
      follow(viewOf(element), false);
      return;
    }
    follow(viewOf(element), true);
    onPage(pageAt(layout, element.scrollTop + element.clientHeight * CURRENT_LINE));
  };

  return { view, scrollTo, holdPlace, openAt, onScroll };
}

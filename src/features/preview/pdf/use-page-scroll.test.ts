import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layoutPages, pointAt, type PageLayout } from './page-layout';
import { usePageScroll } from './use-page-scroll';

const VIEW_HEIGHT = 800;

/** A scrolling frame as the browser keeps one: scrollTo moves it, the scroll event comes later. */
function frameOf(contentHeight: number) {
  const element = {
    scrollTop: 0,
    scrollHeight: contentHeight,
    clientHeight: VIEW_HEIGHT,
    scrollTo({ top }: { top: number }) {
      element.scrollTop = Math.max(0, Math.min(top, element.scrollHeight - element.clientHeight));
    },
  };
  return element;
}

/** A reader whose pages are laid out again (a zoom, a panel, a turned phone) on `relayout`. */
function relaidReaderOf(pages: number, width: number) {
  const first = layoutPages(pages, width, () => 4 / 3);
  const element = frameOf(first.total);
  const onPage = vi.fn();
  const frame = { current: element as unknown as HTMLDivElement };
  const { result, rerender } = renderHook(
    ({ layout }: { layout: PageLayout }) => usePageScroll(frame, layout, 1, onPage),
    { initialProps: { layout: first } },
  );
  const relayout = (next: PageLayout, clientHeight = element.clientHeight) => {
    element.scrollHeight = next.total;
    element.clientHeight = clientHeight;
    rerender({ layout: next });
  };
  /** The point at the reading line, 30% down the view. */
  const atLine = (layout: PageLayout) =>
    pointAt(layout, element.scrollTop + element.clientHeight * 0.3);
  return { element, onPage, result, relayout, first, atLine };
}

function readerOf(pages: number) {
  const layout = layoutPages(pages, 600, () => 4 / 3);
  const element = frameOf(layout.total);
  const onPage = vi.fn();
  const frame = { current: element as unknown as HTMLDivElement };
  const { result } = renderHook(() => usePageScroll(frame, layout, 1, onPage));
  return { element, onPage, result };
}

describe('usePageScroll', () => {
  it('takes the scroll event of its own aim as its own: the page it aimed at stays', () => {
    const { element, onPage, result } = readerOf(3);
    act(() => result.current.scrollTo(2, 0));
    expect(element.scrollTop).toBeGreaterThan(0);
    act(() => result.current.onScroll());
    expect(onPage).not.toHaveBeenCalled();
  });

  it('counts a student’s scroll that lands in the same frame as its own aim', () => {
    const { element, onPage, result } = readerOf(3);
    act(() => result.current.scrollTo(2, 0));
    // The browser fires one scroll event for both moves, once the student's has landed.
    element.scrollTo({ top: element.scrollHeight });
    act(() => result.current.onScroll());
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it('keeps the point at the reading line through every new layout', () => {
    const { element, onPage, result, relayout, first, atLine } = relaidReaderOf(40, 600);
    // The student scrolls to partway down page 23.
    element.scrollTo({ top: 17_000 });
    act(() => result.current.onScroll());
    const read = atLine(first);
    expect(read.page).toBe(22);
    expect(onPage).toHaveBeenLastCalledWith(22);

    // A panel opens (narrower pages), then a zoom in, then the phone turns (shorter view).
    for (const [width, height] of [
      [420, VIEW_HEIGHT],
      [900, VIEW_HEIGHT],
      [900, 390],
      [600, VIEW_HEIGHT],
    ] as const) {
      const layout = layoutPages(40, width, () => 4 / 3);
      relayout(layout, height);
      const seen = atLine(layout);
      expect(seen.page).toBe(read.page);
      expect(seen.within).toBeCloseTo(read.within, 2);
      // The browser's scroll event for that move is the reader's own: the page count stays.
      act(() => result.current.onScroll());
    }
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('goes back to the point once a layout that could not reach it is gone', () => {
    const { element, result, relayout, first, atLine } = relaidReaderOf(3, 600);
    element.scrollTo({ top: element.scrollHeight });
    act(() => result.current.onScroll());
    const read = atLine(first);
    // Pages so small the whole document fits the view: nothing to scroll.
    relayout(layoutPages(3, 100, () => 4 / 3));
    expect(element.scrollTop).toBe(0);
    relayout(first);
    expect(atLine(first)).toEqual(read);
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layoutPages } from './page-layout';
import { usePageScroll } from './use-page-scroll';

const VIEW_HEIGHT = 800;

/** A scrolling frame as the browser keeps one: scrollTo moves it, the scroll event comes later. */
function frameOf(contentHeight: number) {
  const element = {
    scrollTop: 0,
    scrollHeight: contentHeight,
    clientHeight: VIEW_HEIGHT,
    scrollTo({ top }: { top: number }) {
      element.scrollTop = Math.max(0, Math.min(top, contentHeight - VIEW_HEIGHT));
    },
  };
  return element;
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
});

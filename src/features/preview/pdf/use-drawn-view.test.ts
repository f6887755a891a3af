import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, useDrawnView } from './use-drawn-view';

const HEIGHT = 800;
const at = (top: number) => ({ top, height: HEIGHT });

describe('useDrawnView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Moves the view to `top` after `ms` of the clock, as the student's own scroll. */
  function scroll(result: { current: ReturnType<typeof useDrawnView> }, top: number, ms: number) {
    act(() => {
      vi.advanceTimersByTime(ms);
      result.current.follow(at(top), true);
    });
  }

  it('follows a reading pace at once', () => {
    const { result } = renderHook(() => useDrawnView());
    scroll(result, 0, 1000);
    // 40 px a frame of an 800 px view: three screens a second, a skim.
    for (let top = 40; top <= 400; top += 40) {
      scroll(result, top, 16);
      expect(result.current.drawn).toEqual(at(top));
    }
  });

  it('holds the drawn view while a flick flies past, and draws where it stops', () => {
    const { result } = renderHook(() => useDrawnView());
    scroll(result, 0, 1000);
    for (let top = 400; top <= 8000; top += 400) scroll(result, top, 16);
    expect(result.current.drawn).toEqual(at(0));
    act(() => vi.advanceTimersByTime(SETTLE_MS - 1));
    expect(result.current.drawn).toEqual(at(0));
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.drawn).toEqual(at(8000));
  });

  it('draws as soon as a flick slows to reading pace', () => {
    const { result } = renderHook(() => useDrawnView());
    scroll(result, 0, 1000);
    scroll(result, 400, 16);
    scroll(result, 800, 16);
    expect(result.current.drawn).toEqual(at(0));
    scroll(result, 820, 16);
    expect(result.current.drawn).toEqual(at(820));
  });

  it("places the reader's own jumps (a page asked for, a zoom) at once, however far", () => {
    const { result } = renderHook(() => useDrawnView());
    scroll(result, 0, 1000);
    scroll(result, 400, 16);
    act(() => result.current.follow(at(50_000), false));
    expect(result.current.drawn).toEqual(at(50_000));
    // The flick's pending settle does not move it back.
    act(() => vi.advanceTimersByTime(SETTLE_MS * 2));
    expect(result.current.drawn).toEqual(at(50_000));
  });
});

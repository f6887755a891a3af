import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUDY_TIPS } from './study-tips';
import { useStudyTips } from './use-study-tips';

describe('useStudyTips', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first tip after 3 s, then the next every 30 s', () => {
    const { result } = renderHook(() => useStudyTips());
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.tip).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.tip).toBe(STUDY_TIPS[0]);
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current.tip).toBe(STUDY_TIPS[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.tip).toBe(STUDY_TIPS[1]);
    act(() => vi.advanceTimersByTime(30_000 * 9));
    expect(result.current.tip).toBe(STUDY_TIPS[0]);
  });

  it('shows a random tip on demand', () => {
    const { result } = renderHook(() => useStudyTips(() => 0.75));
    act(() => result.current.showRandomTip());
    expect(result.current.tip).toBe(STUDY_TIPS[7]);
  });

  it('stops for good once dismissed', () => {
    const { result, unmount } = renderHook(() => useStudyTips());
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.dismiss());
    expect(result.current.dismissed).toBe(true);
    unmount();
    const again = renderHook(() => useStudyTips());
    expect(again.result.current.dismissed).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(again.result.current.tip).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

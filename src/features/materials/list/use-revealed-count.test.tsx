import { act, renderHook, waitFor } from '@testing-library/react';
import { FIRST_ROWS, MORE_ROWS, useRevealedCount } from './use-revealed-count';

/** Frames run by hand, so each step is seen before the next one is asked for. */
function frameByHand() {
  const frames: FrameRequestCallback[] = [];
  const spy = vi
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => frames.push(callback));
  onTestFinished(() => spy.mockRestore());
  return {
    pending: () => frames.length,
    run: () => act(() => frames.shift()?.(performance.now())),
  };
}

describe('useRevealedCount', () => {
  it('reveals a long list a step at a time, each step after a frame, up to every row', async () => {
    const frames = frameByHand();
    const total = FIRST_ROWS + 2 * MORE_ROWS + 5;
    const { result } = renderHook(() => useRevealedCount(total));
    expect(result.current).toBe(FIRST_ROWS);

    for (const next of [FIRST_ROWS + MORE_ROWS, FIRST_ROWS + 2 * MORE_ROWS, total]) {
      await waitFor(() => expect(frames.pending()).toBe(1));
      frames.run();
      await waitFor(() => expect(result.current).toBe(next));
    }
    // Every row is in: nothing more is asked for.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames.pending()).toBe(0);
  });

  it('shows a short list whole at once', () => {
    const frames = frameByHand();
    const { result } = renderHook(() => useRevealedCount(FIRST_ROWS - 3));
    expect(result.current).toBe(FIRST_ROWS - 3);
    expect(frames.pending()).toBe(0);
  });

  it('goes on revealing when the list grows', async () => {
    const frames = frameByHand();
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total), {
      initialProps: { total: FIRST_ROWS },
    });
    expect(result.current).toBe(FIRST_ROWS);
    rerender({ total: FIRST_ROWS + 7 });
    expect(result.current).toBe(FIRST_ROWS);
    await waitFor(() => expect(frames.pending()).toBe(1));
    frames.run();
    await waitFor(() => expect(result.current).toBe(FIRST_ROWS + 7));
  });
});

import { startTransition, useEffect, useState } from 'react';

/** Rows rendered in a list's first frame: more than a tall screen shows, far fewer than 1,000. */
export const FIRST_ROWS = 20;
/** Rows added by each background render after the first frame. */
export const MORE_ROWS = 400;

/**
 * How many of `total` rows to render now. A long list shows its first screen at once and the rest
 * in background renders (transitions, which React splits into short slices so the page keeps
 * answering input), `MORE_ROWS` at a time, each after a painted frame. Each step is committed on
 * its own: an update that interrupts one costs only that step, and a list of 5,000 rows keeps
 * filling while the student scrolls or a star is toggled. Every row ends up in the page, so
 * find-in-page and screen readers still reach all of them; only the wait before the list appears
 * is cut.
 */
export function useRevealedCount(total: number): number {
  const [revealed, setRevealed] = useState(FIRST_ROWS);
  const pending = revealed < total;

  useEffect(() => {
    if (!pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before that frame is painted; a timeout set from it, just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRevealed((shown) => shown + MORE_ROWS)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pending, revealed]);

  return Math.min(revealed, total);
}

import { startTransition, useEffect, useState } from 'react';

/** Rows rendered in a list's first frame: more than a tall screen shows, far fewer than 1,000. */
export const FIRST_ROWS = 20;

/**
 * How many of `total` rows to render now. A long list shows its first screen at once and the rest
 * in a background render (a transition, which React splits into short slices so the page keeps
 * answering input) after that first frame is painted. Every row ends up in the page, so find-in-page
 * and screen readers still reach all of them; only the wait before the list appears is cut.
 */
export function useRevealedCount(total: number): number {
  const [revealedAll, setRevealedAll] = useState(false);
  const pending = !revealedAll && total > FIRST_ROWS;

  useEffect(() => {
    if (!pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before that frame is painted; a timeout set from it, just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRevealedAll(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pending]);

  return pending ? FIRST_ROWS : total;
}

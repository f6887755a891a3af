import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Faster than this, in screens a second, the view is flying past pages nobody reads: a flick
 * through a book. Skimming for a figure stays well under it, and keeps drawing as it goes.
 */
export const FLYING_SCREENS_PER_SECOND = 5;

/** How long a flying view must slow or stop before the pages where it is are drawn. */
export const SETTLE_MS = 120;

export interface View {
  top: number;
  height: number;
}

export const viewOf = (element: HTMLElement): View => ({
  top: element.scrollTop,
  height: element.clientHeight,
});

/**
 * The view the pages are drawn for. It follows the scroll at once, except while the view flies
 * past faster than anyone reads: then it waits until the scroll slows or stops. A flick through
 * 500 pages would otherwise draw (and leave to the renderer to free) a canvas every few frames,
 * for pages on screen for a frame or two.
 */
export function useDrawnView() {
  const [drawn, setDrawn] = useState<View>({ top: 0, height: 0 });
  const last = useRef({ top: 0, at: 0 });
  const settling = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settling.current), []);

  /** `moved`: a scroll of the student's own, which may be a flick; else the reader's own aim. */
  const follow = useCallback((view: View, moved: boolean) => {
    const at = performance.now();
    const elapsed = at - last.current.at;
    const speed = Math.abs(view.top - last.current.top) / Math.max(elapsed, 1);
    last.current = { top: view.top, at };
    clearTimeout(settling.current);
    const flying =
      moved && elapsed < SETTLE_MS && speed > (view.height * FLYING_SCREENS_PER_SECOND) / 1000;
    if (flying) settling.current = setTimeout(() => setDrawn(view), SETTLE_MS);
    else setDrawn(view);
  }, []);
  return { drawn, follow };
}

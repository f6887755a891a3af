import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { PAGE_ATTRIBUTE } from '../annotations/read-selection';
import type { Match } from './find-matches';
import { ZOOM_STEPS, type Zoom } from './zoom';

/** The least height, in CSS pixels, a search hit's word opens at: readable on a phone too. */
export const READABLE_MARK_PX = 14;

/** The first zoom step at which a mark `height` tall at `factor` is readable; null if none is larger. */
export function readableStep(height: number, factor: number): number | null {
  const at = ZOOM_STEPS.findIndex((step) => (step / factor) * height >= READABLE_MARK_PX);
  const step = at < 0 ? ZOOM_STEPS.length - 1 : at;
  return (ZOOM_STEPS[step] ?? 0) > factor + 0.001 ? step : null;
}

interface Wanted {
  match: Match;
  /** Zoom in first if the word is too small to read (a search hit opening). */
  readable: boolean;
}

/**
 * Shows the match find has reached: its word marked apart from the others and brought into the
 * middle of the view, once its page's text is drawn (a page far off is drawn only once the view
 * reaches it). A search hit also opens at a zoom where its word is at least READABLE_MARK_PX tall.
 */
export function useMatchReveal({
  frame,
  factor,
  centre,
  onZoom,
}: {
  frame: RefObject<HTMLDivElement | null>;
  factor: number;
  centre: (y: number) => void;
  onZoom: (zoom: Zoom) => void;
}) {
  const shown = useRef<Match | null>(null);
  const wanted = useRef<Wanted | null>(null);
  const latest = useRef({ factor, centre, onZoom });
  useLayoutEffect(() => {
    latest.current = { factor, centre, onZoom };
  });

  /** Marks the match's word as the one reached; returns it, or null if its page is not drawn. */
  const paint = useCallback(
    (match: Match | null): HTMLElement | null => {
      const reader = frame.current;
      if (!reader) return null;
      for (const old of reader.querySelectorAll('mark[aria-current]')) {
        old.removeAttribute('aria-current');
      }
      if (!match) return null;
      const page = reader.querySelector(`[${PAGE_ATTRIBUTE}="${match.page}"]`);
      const mark = page?.querySelectorAll<HTMLElement>('mark')[match.index] ?? null;
      mark?.setAttribute('aria-current', 'true');
      return mark;
    },
    [frame],
  );

  const tryReveal = useCallback(() => {
    const want = wanted.current;
    const reader = frame.current;
    if (!want || !reader) return;
    const mark = paint(want.match);
    if (!mark) return;
    const box = mark.getBoundingClientRect();
    const { factor: now, centre: toMiddle, onZoom: zoom } = latest.current;
    if (want.readable) {
      want.readable = false;
      const step =
        box.height > 0 && box.height < READABLE_MARK_PX ? readableStep(box.height, now) : null;
      // Shown once the page's text is drawn again at that zoom.
      if (step !== null) return zoom({ kind: 'steps', step });
    }
    wanted.current = null;
    const top = reader.getBoundingClientRect().top;
    toMiddle(reader.scrollTop + box.top - top + box.height / 2);
  }, [frame, paint]);

  const reveal = useCallback(
    (match: Match, { readable }: { readable: boolean }) => {
      shown.current = match;
      wanted.current = { match, readable };
      tryReveal();
    },
    [tryReveal],
  );

  /** A page's text was drawn (again): the match waiting on it is shown, or marked once more. */
  const onTextLayer = useCallback(
    (page: number) => {
      if (wanted.current?.match.page === page) tryReveal();
      else if (shown.current?.page === page) paint(shown.current);
    },
    [paint, tryReveal],
  );

  const clear = useCallback(() => {
    shown.current = null;
    wanted.current = null;
    paint(null);
  }, [paint]);

  return { reveal, onTextLayer, clear };
}

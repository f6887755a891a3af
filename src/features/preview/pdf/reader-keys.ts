import type { KeyboardEvent } from 'react';
import { stepAbove, stepBelow, type Zoom } from './zoom';

export interface ReaderMoves {
  go: (page: number) => void;
  /** The zoom's factor now, and setting another. */
  factor: number;
  onZoom: (zoom: Zoom) => void;
  /** Back to where a link or the outline was followed from; none when there is nowhere. */
  back: (() => void) | null;
}

/**
 * The reader's keys: PageUp/PageDown and the side arrows turn a page, Home and End go to the
 * first and last, + and - zoom, Alt+Left goes back from a followed link as a browser's Back.
 * Not while typing in a field; with another modifier the keys are the viewer's (Ctrl+arrow moves
 * to another file). Up and down scroll as the browser does.
 */
export function onReaderKey(
  event: KeyboardEvent<HTMLElement>,
  page: number,
  pageCount: number,
  moves: ReaderMoves,
): void {
  if (!(event.target instanceof Element) || event.target.closest('input, select, textarea')) return;
  if (event.altKey && event.key === 'ArrowLeft' && moves.back && !event.ctrlKey && !event.metaKey) {
    event.preventDefault();
    moves.back();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const actions: Record<string, () => void> = {
    ArrowRight: () => moves.go(page + 1),
    PageDown: () => moves.go(page + 1),
    ArrowLeft: () => moves.go(page - 1),
    PageUp: () => moves.go(page - 1),
    Home: () => moves.go(1),
    End: () => moves.go(pageCount),
    '+': () => moves.onZoom({ kind: 'steps', step: stepAbove(moves.factor) }),
    '=': () => moves.onZoom({ kind: 'steps', step: stepAbove(moves.factor) }),
    '-': () => moves.onZoom({ kind: 'steps', step: stepBelow(moves.factor) }),
  };
  const action = actions[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}

import type { KeyboardEvent } from 'react';

export interface ReaderMoves {
  go: (page: number) => void;
  zoomIn: () => void;
  zoomOut: () => void;
}

/**
 * The reader's keys: PageUp/PageDown and the side arrows turn a page, Home and End go to the
 * first and last, + and - zoom. Not while typing in a field; with a modifier the keys are the
 * viewer's (Ctrl+arrow moves to another file). Up and down scroll as the browser does.
 */
export function onReaderKey(
  event: KeyboardEvent<HTMLElement>,
  page: number,
  pageCount: number,
  moves: ReaderMoves,
): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (!(event.target instanceof Element) || event.target.closest('input, select, textarea')) return;
  const actions: Record<string, () => void> = {
    ArrowRight: () => moves.go(page + 1),
    PageDown: () => moves.go(page + 1),
    ArrowLeft: () => moves.go(page - 1),
    PageUp: () => moves.go(page - 1),
    Home: () => moves.go(1),
    End: () => moves.go(pageCount),
    '+': moves.zoomIn,
    '=': moves.zoomIn,
    '-': moves.zoomOut,
  };
  const action = actions[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}

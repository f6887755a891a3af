import { useCallback, useLayoutEffect, useReducer, useRef, type RefObject } from 'react';

/** Where focus goes once the rows of `goneIds` have left the page. */
interface FocusPlan {
  goneIds: readonly string[];
  /** The row to focus; when it is not there, the first row, else the fallback. */
  focusId: string | null;
}

/** The rows of `container` (each carries data-file-id) by id. */
function rowsById(container: HTMLElement): Map<string, HTMLElement> {
  const rows = container.querySelectorAll<HTMLElement>('[data-file-id]');
  return new Map([...rows].map((row) => [row.dataset.fileId ?? '', row]));
}

/**
 * Keeps a keyboard or screen-reader student's place when files are removed: a deleted row takes its
 * focused button with it (and Clear All goes once nothing of theirs is left), so focus would fall to
 * the start of the page. Once the removed rows are gone, focus moves to the row given (the one that
 * took the deleted row's place, or the row itself when its delete failed), else to the first row,
 * else to `fallback` (the empty state's heading).
 */
export function useFocusAfterRemoval(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const pending = useRef<FocusPlan | null>(null);
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);

  // After every render: the rows may leave in a render of their own, after the removal settled.
  useLayoutEffect(() => {
    const plan = pending.current;
    const root = container.current;
    if (!plan || !root) return;
    const rows = rowsById(root);
    if (plan.goneIds.some((id) => rows.has(id))) return;
    pending.current = null;
    const row =
      (plan.focusId !== null ? rows.get(plan.focusId) : undefined) ?? rows.values().next().value;
    // The row's main action (View, or the actions menu on a phone), not its star: the same
    // control the student was on.
    const target =
      row?.querySelector<HTMLElement>('[data-row-action]') ??
      row?.querySelector<HTMLElement>('button:not([disabled])');
    (target ?? fallback.current)?.focus();
  });

  return useCallback((goneIds: readonly string[], focusId: string | null) => {
    pending.current = { goneIds, focusId };
    rerender();
  }, []);
}

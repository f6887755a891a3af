import { useEffect, useRef, useState } from 'react';
import type { StoredFileRecord } from '../../../storage/file-store';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/** The row element of `id` inside `container`. */
function rowOf(container: HTMLElement | null, id: string): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[data-file-id="${CSS.escape(id)}"]`) ?? null;
}

/**
 * Where focus goes as a list changes, for a keyboard or screen-reader student: to the row a link
 * led to once it is drawn; after a delete, to the row that took its place; after Undo, back to the
 * restored row; after Clear All, to the empty state. `rows` are the rows in their shown order.
 */
export function useListFocus(rows: readonly StoredFileRecord[] | null, highlightId: string | null) {
  const sectionRef = useRef<HTMLElement>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(sectionRef, emptyHeadingRef);

  const highlightShown = Boolean(highlightId && rows?.some(({ id }) => id === highlightId));
  useEffect(() => {
    if (!highlightShown || !highlightId) return;
    const row = rowOf(sectionRef.current, highlightId);
    // Back from the viewer to the row it was opened from, focus is already there.
    if (row?.contains(document.activeElement)) return;
    row?.scrollIntoView({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [highlightId, highlightShown]);

  const [restoredId, setRestoredId] = useState<string | null>(null);
  useEffect(() => {
    if (!restoredId) return;
    const button = rowOf(sectionRef.current, restoredId)?.querySelector<HTMLElement>('button');
    if (!button) return;
    button.focus();
    setRestoredId(null);
  }, [restoredId, rows]);

  return {
    sectionRef,
    emptyHeadingRef,
    /** Before deleting `record`: the row to focus once it is gone (next, else previous). */
    neighbourOf: (record: StoredFileRecord): string | null => {
      const shown = rows ?? [];
      const index = shown.findIndex(({ id }) => id === record.id);
      return (shown[index + 1] ?? shown[index - 1])?.id ?? null;
    },
    focusAfterRemoval,
    focusRestored: setRestoredId,
  };
}

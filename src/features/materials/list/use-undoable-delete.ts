import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredFileRecord } from '../../../storage/file-store';

import { UNDO_DELETE_MS } from '../../library/kinds/limits';

export { UNDO_DELETE_MS };

/** What a delete or Clear All moved to the Trash, and how to bring it back. */
export interface UndoableRemoval {
  records: StoredFileRecord[];
  /** What the toast says. */
  message: string;
  undo: () => Promise<void>;
  /** Ends the chance to undo it here; the files stay in the Trash. */
  finish: () => Promise<void>;
}

/**
 * The files removed last, while they can still be brought back from the toast: one removal at a
 * time (a second settles the first), settled when its time is up, when the list closes or when the
 * page is left. Settled, they are still in the student's Trash.
 */
export function useUndoableDelete({
  listKey,
  onUndoFailed,
}: {
  listKey: string;
  onUndoFailed: () => void;
}) {
  const pendingRef = useRef<UndoableRemoval | null>(null);
  const [deleted, setDeleted] = useState<{ id: string; message: string } | null>(null);

  const take = () => {
    const pending = pendingRef.current;
    pendingRef.current = null;
    setDeleted(null);
    return pending;
  };

  /** Removes the bytes now; the file stays gone. */
  const finish = useCallback(async () => {
    const pending = take();
    if (!pending) return;
    // A failure puts the file back in its list (the store's rule): the student sees it again.
    await pending.finish().catch(() => {});
  }, []);

  /** Lists the files again; resolves to the first one's record, or null if nothing was undone. */
  const undo = useCallback(async (): Promise<StoredFileRecord | null> => {
    const pending = take();
    if (!pending) return null;
    try {
      await pending.undo();
      return pending.records[0] ?? null;
    } catch {
      onUndoFailed();
      return null;
    }
  }, [onUndoFailed]);

  const begin = useCallback(
    async (pending: UndoableRemoval) => {
      await finish();
      pendingRef.current = pending;
      setDeleted({
        id: pending.records.map(({ id }) => id).join(' '),
        message: pending.message,
      });
    },
    [finish],
  );

  useEffect(() => {
    const settle = () => void pendingRef.current?.finish();
    window.addEventListener('pagehide', settle);
    return () => {
      window.removeEventListener('pagehide', settle);
      settle();
      pendingRef.current = null;
    };
  }, [listKey]);

  return { deleted, begin, undo, finish };
}

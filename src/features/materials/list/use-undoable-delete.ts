import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeletedFile, StoredFileRecord } from '../../library/device-library';

import { UNDO_DELETE_MS } from '../../library/kinds/limits';

export { UNDO_DELETE_MS };

/**
 * The file deleted last, while it can still be undone: one at a time (a second delete settles the
 * first), settled for good when its time is up, when the list closes or when the page is left.
 * If the tab closes before that, the store's start-up sweep finishes the job.
 */
export function useUndoableDelete({
  listKey,
  onUndoFailed,
}: {
  listKey: string;
  onUndoFailed: () => void;
}) {
  const pendingRef = useRef<DeletedFile | null>(null);
  const [deleted, setDeleted] = useState<StoredFileRecord | null>(null);

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

  /** Lists the file again; resolves to its record, or null if there was nothing to undo. */
  const undo = useCallback(async (): Promise<StoredFileRecord | null> => {
    const pending = take();
    if (!pending) return null;
    try {
      await pending.undo();
      return pending.record;
    } catch {
      onUndoFailed();
      return null;
    }
  }, [onUndoFailed]);

  const begin = useCallback(
    async (pending: DeletedFile) => {
      await finish();
      pendingRef.current = pending;
      setDeleted(pending.record);
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

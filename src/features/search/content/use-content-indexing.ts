import { useEffect, useRef, useState } from 'react';
import { UNDO_DELETE_MS } from '../../library/kinds/limits';
import type { LibraryFile } from '../../library/library-files';
import { afterWritesHere } from '../../../storage/writes-under-way';
import { contentIndex } from './content-index-client';
import { filesToForget } from './gone-files';
import { useIndexStatus } from './use-index-status';

/** Files handed to the worker at once. */
const BATCH = 25;

/**
 * Resolves when the page has a moment to spare (at most a few seconds on): a backlog of thousands
 * of files, the first time this version runs, is handed over between frames, never in the way of
 * a list being drawn. WebKit has no requestIdleCallback: a short timeout stands in.
 */
function pageIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: 3_000 });
    } else {
      setTimeout(resolve, 100);
    }
  });
}

/**
 * Keeps the index of the words in files in step with the library: a file stored (by an upload,
 * a restore, or before this version) is handed to the worker once this page's writes are done, so
 * an upload is never slowed by it; a file gone from every list for longer than a delete can be
 * undone is taken out of the index.
 */
export function useContentIndexing(library: readonly LibraryFile[]): void {
  const status = useIndexStatus();
  const goneSince = useRef(new Map<string, number>());
  const [lookAgain, setLookAgain] = useState(0);

  useEffect(() => {
    contentIndex.setVisible(library.map((file) => file.record.id));
  }, [library]);

  useEffect(() => {
    if (!status) return;
    const known = new Set(status.files.map((file) => file.fileId));
    const unread = library.filter(
      ({ record }) => !known.has(record.id) && !contentIndex.wasHanded(record.id),
    );
    let cancelled = false;
    afterWritesHere(() => {
      void (async () => {
        for (let start = 0; start < unread.length && !cancelled; start += BATCH) {
          await pageIdle();
          if (cancelled) return;
          contentIndex.index(
            unread.slice(start, start + BATCH).map(({ record, layout }) => ({ record, layout })),
          );
        }
      })();
    });

    const present = new Set(library.map((file) => file.record.id));
    const expired = filesToForget(known, present, goneSince.current, Date.now());
    if (expired.length > 0) contentIndex.forget(expired);
    // Looks again once the newest removal can no longer be undone.
    const recheck =
      goneSince.current.size > 0
        ? setTimeout(() => setLookAgain((count) => count + 1), UNDO_DELETE_MS + 500)
        : undefined;
    return () => {
      cancelled = true;
      clearTimeout(recheck);
    };
  }, [library, status, lookAgain]);
}

/**
 * Keeps the index of the words in files in step with the library for the whole visit, whatever
 * screen is shown: started once with the app (after the start-up checks), it follows the change
 * feed of the lists. A file stored (by an upload, a restore, or before this version) is handed to
 * the worker once this page's writes are done, so an upload is never slowed by it; a file gone
 * from every list for longer than a delete can be undone is taken out of the index.
 */
import { subscribe } from '../../../storage/changes';
import { isListKey } from '../../../storage/keys';
import { afterWritesHere } from '../../../storage/writes-under-way';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { UNDO_DELETE_MS } from '../../library/kinds/limits';
import { readLibrary, type LibraryFile } from '../../library/library-files';
import { contentIndex } from './content-index-client';
import { filesToForget } from './gone-files';

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

let running: (() => void) | null = null;

/** Starts keeping the index in step with the lists of `kinds`; returns its stop. */
export function startContentIndexing(kinds: readonly KindSettings[]): () => void {
  if (running) return running;
  let library: LibraryFile[] = [];
  const goneSince = new Map<string, number>();
  let handing = { cancelled: false };
  let recheck: ReturnType<typeof setTimeout> | undefined;
  let readPending = false;

  /** Hands the files the worker has not read, and forgets those gone long enough. */
  const reconcile = () => {
    const status = contentIndex.status();
    if (!status) return;
    handing.cancelled = true;
    const thisHanding = { cancelled: false };
    handing = thisHanding;
    const known = new Set(status.files.map((file) => file.fileId));
    const unread = library.filter(
      ({ record }) => !known.has(record.id) && !contentIndex.wasHanded(record.id),
    );
    afterWritesHere(() => {
      void (async () => {
        for (let start = 0; start < unread.length && !thisHanding.cancelled; start += BATCH) {
          await pageIdle();
          if (thisHanding.cancelled) return;
          contentIndex.index(
            unread.slice(start, start + BATCH).map(({ record, layout }) => ({ record, layout })),
          );
        }
      })();
    });

    const present = new Set(library.map((file) => file.record.id));
    const expired = filesToForget(known, present, goneSince, Date.now());
    if (expired.length > 0) contentIndex.forget(expired);
    // Looks again once the newest removal can no longer be undone.
    clearTimeout(recheck);
    recheck = goneSince.size > 0 ? setTimeout(reconcile, UNDO_DELETE_MS + 500) : undefined;
  };

  const readAgain = () => {
    readPending = false;
    library = readLibrary(kinds);
    contentIndex.setVisible(library.map((file) => file.record.id));
    // The worker starts with the first file on the device (or with the search box, which asks
    // for its status): an empty device on the landing screen runs none.
    if (library.length > 0) contentIndex.start();
    reconcile();
  };

  // An upload writes its list once per file: the burst is read once.
  const stopFeed = subscribe((key) => {
    if (key !== null && !isListKey(key)) return;
    if (readPending) return;
    readPending = true;
    setTimeout(readAgain, 0);
  });
  const stopStatus = contentIndex.subscribe(reconcile);
  readAgain();

  running = () => {
    stopFeed();
    stopStatus();
    handing.cancelled = true;
    clearTimeout(recheck);
    running = null;
  };
  return running;
}

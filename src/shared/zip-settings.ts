/**
 * zip.js's settings, which are global to the page (or worker) that loads it: set once, here, for
 * every reader of zips (the document viewers, the search index, a backup's restore), so that none
 * can change another's by loading after it.
 *
 * Inflated on the caller's own thread: a nested worker would need a blob: script, which the
 * Content-Security-Policy refuses. On the page, in 8 KB steps, of which even a crafted archive's
 * deflate bomb inflates at most 8 MB at once (256 KB steps froze the page for 1.5 s; 16 KB, for
 * 100 ms), and zip.js stops past the size an entry states. In a worker (the previews' reader,
 * the search index), where no step holds up the page, in 64 KB steps (at most 64 MB at once):
 * a 5 MB document of 20 pictures first showed in 1.1 s instead of 1.5 s.
 */
import { configure } from '@zip.js/zip.js';

const inWorker = typeof window === 'undefined';

configure({ useWebWorkers: false, chunkSize: (inWorker ? 64 : 8) * 1024 });

/**
 * zip.js's settings, which are global to the page (or worker) that loads it: set once, here, for
 * every reader of zips (the document viewers, the search index, a backup's restore), so that none
 * can change another's by loading after it.
 *
 * Inflated on the caller's own thread: a nested worker would need a blob: script, which the
 * Content-Security-Policy refuses. In 8 KB steps, of which even a crafted archive's deflate bomb
 * inflates at most 8 MB at once (256 KB steps froze the page for 1.5 s; 16 KB, for 100 ms), and
 * zip.js stops past the size an entry states. Reading a real 7 MB document part takes
 * about as long in 8 KB steps as in 64 KB ones.
 */
import { configure } from '@zip.js/zip.js';

configure({ useWebWorkers: false, chunkSize: 8 * 1024 });

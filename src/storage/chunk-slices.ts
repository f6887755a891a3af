/**
 * A large file's 1 MB chunk slices, made ahead of its upload. Each `Blob.slice()` costs Chromium
 * about 0.3 ms (it registers a new blob with the browser), so a 100 MB note's slices took some 30 ms
 * of the Upload click, before the first chunk could be handed over. Made while the page is idle after
 * the file is picked, they cost the click nothing; whatever is not made by then is made at the click.
 * A slice is a reference into the picked file: the slices of a 100 MB file hold no bytes.
 */
import { CHUNK_BYTES } from './file-db';

/** What slicing needs of a File: its size and cheap slices. */
export type SliceableFile = Pick<File, 'size' | 'slice'>;

/** Runs `work` when the page is idle; `work` gets how long it may run, in ms. */
export type IdleScheduler = (work: (timeLeftMs: () => number) => void) => void;

const prepared = new WeakMap<SliceableFile, Blob[]>();

function chunkCount(file: SliceableFile): number {
  return Math.ceil(file.size / CHUNK_BYTES);
}

function sliceNext(file: SliceableFile, slices: Blob[]): void {
  const start = slices.length * CHUNK_BYTES;
  slices.push(file.slice(start, Math.min(start + CHUNK_BYTES, file.size)));
}

/** requestIdleCallback where there is one (not in Safari); else short timer slots of 8 ms. */
const whenIdle: IdleScheduler = (work) => {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback((deadline) => work(() => deadline.timeRemaining()));
    return;
  }
  setTimeout(() => {
    const until = performance.now() + 8;
    work(() => until - performance.now());
  }, 0);
};

/** Starts making `file`'s chunk slices in idle time (nothing to do if they are made or under way). */
export function prepareChunkSlices(file: SliceableFile, schedule: IdleScheduler = whenIdle): void {
  if (prepared.has(file)) return;
  const slices: Blob[] = [];
  prepared.set(file, slices);
  const total = chunkCount(file);
  const step = (timeLeftMs: () => number) => {
    // A slice takes well under 1 ms; stopping with 1 ms left keeps the page's next frame on time.
    while (slices.length < total && timeLeftMs() > 1) sliceNext(file, slices);
    if (slices.length < total) schedule(step);
  };
  schedule(step);
}

/** Every chunk slice of `file`, in order: the ones made ahead, the rest made now. */
export function chunkSlices(file: SliceableFile): readonly Blob[] {
  const slices = prepared.get(file) ?? [];
  prepared.set(file, slices);
  const total = chunkCount(file);
  while (slices.length < total) sliceNext(file, slices);
  return slices;
}

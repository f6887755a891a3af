/**
 * The CRC-32 of a Blob, read once in 1 MB steps into one reused buffer: a backup of hundreds of MB
 * then leaves almost no garbage behind, where a default stream reader allocates every chunk anew
 * and lets the page grow by a hundred MB before the collector catches up.
 */
import { buf as crc32Of } from 'crc-32';
import { untilStalled } from './stall-deadline';

const STEP_BYTES = 1024 * 1024;
/**
 * A megabyte comes back from the slowest phone's storage in well under a second; a read that gives
 * nothing for this long is one the browser will never answer.
 */
export const READ_STALL_MS = 30_000;

/** Each read of `reader` bounded: a stalled one cancels the stream, so nothing is left reading. */
function boundedBy(reader: { cancel: () => Promise<void> }) {
  return <T>(read: Promise<T>): Promise<T> =>
    untilStalled(read, READ_STALL_MS, 'read', () => void reader.cancel().catch(() => {}));
}

async function readEach(blob: Blob, onBytes: (bytes: Uint8Array) => void): Promise<void> {
  const stream = blob.stream();
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = stream.getReader({ mode: 'byob' });
  } catch {
    // Engines whose Blob streams are not byte streams: the default reader, chunk by chunk.
  }
  if (!byob) {
    const reader = stream.getReader();
    const bounded = boundedBy(reader);
    for (let read = await bounded(reader.read()); !read.done; read = await bounded(reader.read()))
      onBytes(read.value);
    return;
  }
  const bounded = boundedBy(byob);
  let buffer = new ArrayBuffer(STEP_BYTES);
  for (;;) {
    const { done, value } = await bounded(byob.read(new Uint8Array(buffer)));
    if (done || !value) return;
    onBytes(value);
    buffer = value.buffer as ArrayBuffer;
  }
}

/**
 * The zip format's checksum of every byte of `blob`, as an unsigned 32-bit number. A step that
 * gives no bytes for READ_STALL_MS rejects with StalledError.
 */
export async function crc32OfBlob(blob: Blob): Promise<number> {
  let crc = 0;
  await readEach(blob, (bytes) => {
    crc = crc32Of(bytes, crc);
  });
  return crc >>> 0;
}

/**
 * The CRC-32 of a Blob, read once in 1 MB steps into one reused buffer: a backup of hundreds of MB
 * then leaves almost no garbage behind, where a default stream reader allocates every chunk anew
 * and lets the page grow by a hundred MB before the collector catches up.
 */
import { buf as crc32Of } from 'crc-32';

const STEP_BYTES = 1024 * 1024;

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
    for (let read = await reader.read(); !read.done; read = await reader.read())
      onBytes(read.value);
    return;
  }
  let buffer = new ArrayBuffer(STEP_BYTES);
  for (;;) {
    const { done, value } = await byob.read(new Uint8Array(buffer));
    if (done || !value) return;
    onBytes(value);
    buffer = value.buffer as ArrayBuffer;
  }
}

/** The zip format's checksum of every byte of `blob`, as an unsigned 32-bit number. */
export async function crc32OfBlob(blob: Blob): Promise<number> {
  let crc = 0;
  await readEach(blob, (bytes) => {
    crc = crc32Of(bytes, crc);
  });
  return crc >>> 0;
}

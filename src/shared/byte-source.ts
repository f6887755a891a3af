/**
 * A file's bytes as its readers take them: its length, and any range of it on request. A Blob is
 * one; a file whose bytes another thread reads and hands over is another (see the search index's
 * worker), so that the readers of PDFs, zips and text need not know where the bytes come from.
 */
export interface ByteSource {
  readonly size: number;
  /** The bytes from `start` up to `end`, cut short at the file's end. */
  read(start: number, end: number): Promise<Uint8Array>;
}

export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    read: async (start, end) => new Uint8Array(await blob.slice(start, end).arrayBuffer()),
  };
}

import { PDFDataRangeTransport } from 'pdfjs-dist';

/**
 * Hands pdf.js a stored file a range at a time, as it asks: the first page of a 100 MB PDF then
 * needs its cross-reference table and that page's objects, not the whole file in memory. A stored
 * Blob is already assembled from its chunks without copying, so a slice is cheap. pdf.js has no
 * way to hear that a range could not be read and would wait for it for ever: `onFail` is told, so
 * its caller can stop the document.
 */
export class BlobRangeTransport extends PDFDataRangeTransport {
  private readonly blob: Blob;
  private readonly onFail: (error: unknown) => void;

  constructor(blob: Blob, onFail: (error: unknown) => void = () => undefined) {
    super(blob.size, null);
    this.blob = blob;
    this.onFail = onFail;
  }

  override requestDataRange(begin: number, end: number): void {
    this.blob
      .slice(begin, end)
      .arrayBuffer()
      .then((buffer) => this.onDataRange(begin, new Uint8Array(buffer)), this.onFail);
  }
}

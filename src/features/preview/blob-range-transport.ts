import { pdfjs } from 'react-pdf';

/**
 * Hands pdf.js the stored file a range at a time, as it asks: the first page of a 100 MB PDF
 * then needs its cross-reference table and that page's objects, not the whole file in memory.
 * A stored Blob is already assembled from its chunks without copying, so a slice is cheap.
 */
export class BlobRangeTransport extends pdfjs.PDFDataRangeTransport {
  private readonly blob: Blob;

  constructor(blob: Blob) {
    super(blob.size, null);
    this.blob = blob;
  }

  override requestDataRange(begin: number, end: number): void {
    void this.blob
      .slice(begin, end)
      .arrayBuffer()
      .then((buffer) => this.onDataRange(begin, new Uint8Array(buffer)));
  }
}

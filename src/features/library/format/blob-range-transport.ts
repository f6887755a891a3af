import type { PDFDataRangeTransport } from 'pdfjs-dist';

/**
 * Hands pdf.js a stored file a range at a time, as it asks: the first page of a 100 MB PDF then
 * needs its cross-reference table and that page's objects, not the whole file in memory. A stored
 * Blob is already assembled from its chunks without copying, so a slice is cheap. pdf.js has no
 * way to hear that a range could not be read and would wait for it for ever: `onFail` is told, so
 * its caller can stop the document.
 *
 * The caller passes its pdf.js's transport class: this module imports pdf.js for its types only,
 * so it never ties the viewer's and the index's copies of pdf.js into one chunk.
 */
export function blobRangeTransport(
  Transport: typeof PDFDataRangeTransport,
  blob: Blob,
  onFail: (error: unknown) => void = () => undefined,
): PDFDataRangeTransport {
  const transport = new Transport(blob.size, null);
  transport.requestDataRange = (begin: number, end: number) => {
    blob
      .slice(begin, end)
      .arrayBuffer()
      .then((buffer) => transport.onDataRange(begin, new Uint8Array(buffer)), onFail);
  };
  return transport;
}

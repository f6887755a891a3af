import type { PDFDataRangeTransport } from 'pdfjs-dist';
import type { ByteSource } from './byte-source';

/**
 * Hands pdf.js a stored file a range at a time, as it asks: the first page of a 100 MB PDF then
 * needs its cross-reference table and that page's objects, not the whole file in memory. pdf.js
 * has no way to hear that a range could not be read and would wait for it for ever: `onFail` is
 * told, so its caller can stop the document.
 *
 * A document closed while a range is being read (a reader shut mid-load) aborts the transport;
 * pdf.js then asserts on any range handed to it, so a late range is dropped instead.
 *
 * The caller passes its pdf.js's transport class: this module imports pdf.js for its types only,
 * so it never ties the viewer's and the index's copies of pdf.js into one chunk.
 */
export function rangeTransport(
  Transport: typeof PDFDataRangeTransport,
  source: ByteSource,
  onFail: (error: unknown) => void = () => undefined,
): PDFDataRangeTransport {
  const transport = new Transport(source.size, null);
  let aborted = false;
  transport.abort = () => {
    aborted = true;
  };
  transport.requestDataRange = (begin: number, end: number) => {
    source.read(begin, end).then(
      (bytes) => {
        if (!aborted) transport.onDataRange(begin, bytes);
      },
      (error: unknown) => {
        if (!aborted) onFail(error);
      },
    );
  };
  return transport;
}

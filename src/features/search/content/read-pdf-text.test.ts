// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blobSource } from '../../../shared/byte-source';
import { readPdfText } from './read-pdf-text';

/** What readPdfText handed pdf.js: the whole file's bytes, or a range transport. */
interface Handed {
  data?: Uint8Array;
  range?: { requestDataRange: (begin: number, end: number) => void };
}

const pdfjs = vi.hoisted(() => {
  class PDFDataRangeTransport {
    constructor(
      readonly length: number,
      readonly initialData: null,
    ) {}
    requestDataRange(): void {}
    onDataRange(): void {}
  }
  // `version` names the folder of pdf.js's standard fonts (src/shared/pdf-fonts.ts).
  return { handed: [] as unknown[], PDFDataRangeTransport, getDocument: vi.fn(), version: '5' };
});

vi.mock('pdfjs-dist', () => pdfjs);
// The viewer's worker file, as the build serves it: a module the indexer imports by its address.
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({
  default: 'data:text/javascript,export const WorkerMessageHandler = { fromViewerAsset: true };',
}));

beforeEach(() => {
  pdfjs.getDocument.mockReset().mockImplementation((params: Handed) => {
    pdfjs.handed.push(params);
    const page = {
      getTextContent: () => Promise.resolve({ items: [{ str: 'Kosaraju components' }] }),
      cleanup: () => undefined,
    };
    return {
      promise: Promise.resolve({ numPages: 1, getPage: () => Promise.resolve(page) }),
      destroy: () => Promise.resolve(),
    };
  });
  pdfjs.handed.length = 0;
});

const file = blobSource(new Blob([new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55])]));

describe('readPdfText', () => {
  it('hands pdf.js a file within its budget whole, in a buffer pdf.js may take', async () => {
    const text = await readPdfText(file, { wholeReadMaxBytes: file.size });
    const [{ data, range }] = pdfjs.handed as [Handed];
    expect(range).toBeUndefined();
    expect(Array.from(data ?? [])).toEqual([37, 80, 68, 70, 45, 49, 46, 55]);
    // pdf.js moves a whole buffer to its worker: a view of part of a buffer would be copied.
    expect(data?.byteLength).toBe(data?.buffer.byteLength);
    expect(text.parts).toEqual([{ part: 1, text: 'Kosaraju components' }]);
    // pdf.js finds its worker's handler on this thread: the module at the viewer's address.
    expect(globalThis).toHaveProperty('pdfjsWorker.WorkerMessageHandler.fromViewerAsset', true);
  });

  it('hands pdf.js a bigger file by range, never reading it whole', async () => {
    const reads = vi.spyOn(file, 'read');
    await readPdfText(file, { wholeReadMaxBytes: file.size - 1 });
    const [{ data, range }] = pdfjs.handed as [Handed];
    expect(data).toBeUndefined();
    expect(range).toBeInstanceOf(pdfjs.PDFDataRangeTransport);
    expect(reads).not.toHaveBeenCalled();
  });

  it('waits before each page for what it is told to wait for', async () => {
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let asked = 0;
    const reading = readPdfText(file, {
      beforePage: () => {
        asked += 1;
        return held;
      },
    });
    let done = false;
    void reading.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(1);
    expect(done).toBe(false);
    letGo();
    expect((await reading).parts).toEqual([{ part: 1, text: 'Kosaraju components' }]);
  });

  it('passes on a file the browser could not hand over, before pdf.js is asked', async () => {
    const interrupted = new DOMException('The I/O read operation failed.', 'NotReadableError');
    const unreadable = { size: 4, read: () => Promise.reject(interrupted) };
    await expect(readPdfText(unreadable)).rejects.toBe(interrupted);
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
  });
});

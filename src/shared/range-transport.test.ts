import type { PDFDataRangeTransport } from 'pdfjs-dist';
import { describe, expect, it, vi } from 'vitest';
import type { ByteSource } from './byte-source';
import { rangeTransport } from './range-transport';

/** pdf.js's transport as far as this module uses it: ranges handed on are recorded. */
class RecordingTransport {
  handed: { begin: number; bytes: Uint8Array }[] = [];
  constructor(readonly length: number) {}
  onDataRange(begin: number, bytes: Uint8Array): void {
    this.handed.push({ begin, bytes });
  }
  requestDataRange: (begin: number, end: number) => void = () => undefined;
  abort(): void {}
}

/** A source whose reads finish only when the test says. */
function heldSource(size: number) {
  const pending: { resolve: (b: Uint8Array) => void; reject: (e: unknown) => void }[] = [];
  const source: ByteSource = {
    size,
    read: () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
  };
  const settle = (i: number) => {
    const read = pending[i];
    if (!read) throw new Error(`no read ${i} was asked for`);
    return read;
  };
  return { source, settle };
}

const make = (source: ByteSource, onFail?: (error: unknown) => void) =>
  rangeTransport(
    RecordingTransport as unknown as typeof PDFDataRangeTransport,
    source,
    onFail,
  ) as unknown as RecordingTransport;

describe('rangeTransport', () => {
  it('hands pdf.js each range it asks for, at its offset', async () => {
    const { source, settle } = heldSource(100);
    const transport = make(source);
    transport.requestDataRange(10, 20);
    settle(0).resolve(new Uint8Array([1, 2, 3]));
    await vi.waitFor(() => expect(transport.handed).toHaveLength(1));
    expect(transport.handed[0]?.begin).toBe(10);
    expect(transport.length).toBe(100);
  });

  it('drops a range that arrives after the document was closed, and its failure too', async () => {
    const { source, settle } = heldSource(100);
    const onFail = vi.fn();
    const transport = make(source, onFail);
    transport.requestDataRange(0, 10);
    transport.requestDataRange(10, 20);
    transport.abort();
    settle(0).resolve(new Uint8Array([1]));
    settle(1).reject(new Error('gone'));
    await new Promise((r) => setTimeout(r, 0));
    expect(transport.handed).toEqual([]);
    expect(onFail).not.toHaveBeenCalled();
  });

  it('says when a range cannot be read while the document is open', async () => {
    const { source, settle } = heldSource(100);
    const onFail = vi.fn();
    const transport = make(source, onFail);
    transport.requestDataRange(0, 10);
    settle(0).reject(new Error('unreadable'));
    await vi.waitFor(() => expect(onFail).toHaveBeenCalledWith(new Error('unreadable')));
  });
});

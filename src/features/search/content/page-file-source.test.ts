// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StorageLayout, StoredFileRecord } from '../../../storage/file-store';
import type { FileBytes, FileToIndex, FromIndexer } from './content-index-protocol';
import { isInterruptedRead } from './interrupted-read';
import { PageFileMissingError, PageFiles } from './page-file-source';

const file = {
  record: { id: 'book-1', fileName: 'book.pdf', isLargeFile: true } as StoredFileRecord,
  layout: {} as StorageLayout,
} satisfies FileToIndex;

/** 3 MB that no shifted range repeats, so a range read from the wrong place shows. */
const stored = Uint8Array.from(
  { length: 3 * 1024 * 1024 + 123 },
  (_, at) => (at * 7 + (at >> 8)) % 251,
);

/** A page that answers each read, as the app's does, after a turn of the event loop. */
function pageAnswering(answer: (start: number, end: number, asked: number) => FileBytes) {
  const asked: [number, number][] = [];
  const files: PageFiles = new PageFiles((message: FromIndexer) => {
    if (message.type !== 'read') return;
    asked.push([message.start, message.end]);
    const bytes = answer(message.start, message.end, asked.length);
    setTimeout(() => files.answer(message.id, bytes), 0);
  });
  return { files, asked };
}

const fromStored = (start: number, end: number): FileBytes => ({
  size: stored.length,
  buffer: stored.slice(start, end).buffer,
});

describe('PageFiles', () => {
  it('reads every range exactly, asking the page a window at a time for small reads', async () => {
    const { files, asked } = pageAnswering(fromStored);
    const source = await files.open(file);
    expect(source.size).toBe(stored.length);
    const read: Uint8Array[] = [];
    for (let start = 0; start < stored.length; start += 8 * 1024) {
      read.push(await source.read(start, start + 8 * 1024));
    }
    // Compared at once: toEqual walks 3 MB element by element.
    expect(Buffer.concat(read).equals(stored)).toBe(true);
    // One window per MB begun, the first as the file is opened: not one per 8 KB read (385).
    expect(asked.length).toBe(4);
    // A read reaching back before the window held is asked again, exactly.
    expect(await source.read(100, 200)).toEqual(stored.slice(100, 200));
    // A read of a window or more is asked as it is.
    const big = await source.read(5, 2 * 1024 * 1024);
    expect(Buffer.from(big).equals(stored.subarray(5, 2 * 1024 * 1024))).toBe(true);
    expect(asked.at(-1)).toEqual([5, 2 * 1024 * 1024]);
  });

  it('says a file the page could not hand over just now is an interrupted read, to try again', async () => {
    const { files } = pageAnswering((start, end, asked) =>
      asked === 1 ? fromStored(start, end) : { failure: 'interrupted' },
    );
    const source = await files.open(file);
    // Past the first window, which came with the opening.
    const error: unknown = await source
      .read(2 * 1024 * 1024, 2 * 1024 * 1024 + 10)
      .catch((failed: unknown) => failed);
    expect(isInterruptedRead(error)).toBe(true);
  });

  it('says a file gone from the device, or no longer as long, is missing', async () => {
    const gone = pageAnswering(() => ({ failure: 'missing' }));
    await expect(gone.files.open(file)).rejects.toBeInstanceOf(PageFileMissingError);
    const shrunk = pageAnswering((start, end, asked) =>
      asked === 1 ? fromStored(start, end) : { size: 10, buffer: new ArrayBuffer(10) },
    );
    const source = await shrunk.files.open(file);
    await expect(source.read(2 * 1024 * 1024, 2 * 1024 * 1024 + 10)).rejects.toBeInstanceOf(
      PageFileMissingError,
    );
  });
});

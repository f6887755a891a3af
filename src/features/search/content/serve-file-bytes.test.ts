import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileMissingError } from '../../../storage/file-store';
import { closeFileBytes, fileBytes } from './serve-file-bytes';
import type { FileToIndex } from './content-index-protocol';

const reads = vi.hoisted(() => ({ next: (): Promise<Blob> => Promise.resolve(new Blob()) }));

vi.mock('../../../storage/file-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../storage/file-store')>()),
  readFile: () => reads.next(),
}));

const file = {
  record: {
    id: 'f1',
    fileName: 'graphs.pdf',
    fileSize: 10,
    fileType: 'application/pdf',
    uploadedAt: '2026-12-01T10:00:00.000Z',
    uploadedBy: 'u1',
    isLargeFile: true,
  },
  layout: { listKey: 'notes_dsa', largeThreshold: 1, largeFormat: 'chunked' },
} as FileToIndex;

describe('fileBytes', () => {
  afterEach(closeFileBytes);

  it('answers a range of the stored file', async () => {
    reads.next = () => Promise.resolve(new Blob(['0123456789']));
    const answer = await fileBytes(file, 2, 5);
    expect('buffer' in answer && new TextDecoder().decode(answer.buffer)).toBe('234');
  });

  it('calls a file missing only when the store finds its bytes gone', async () => {
    reads.next = () => Promise.reject(new FileMissingError());
    expect(await fileBytes(file, 0, 5)).toEqual({ failure: 'missing' });
  });

  it.each([
    ['WebKit just after a restart', new DOMException('Unknown error', 'UnknownError')],
    ['a read cut off as the page is left', new DOMException('I/O failed', 'NotReadableError')],
    ['a closing database', new DOMException('closing', 'InvalidStateError')],
  ])('reads again after %s, and opens the file anew', async (_, error) => {
    reads.next = () => Promise.reject(error);
    expect(await fileBytes(file, 0, 5)).toEqual({ failure: 'interrupted' });
    reads.next = () => Promise.resolve(new Blob(['whole']));
    const answer = await fileBytes(file, 0, 5);
    expect('buffer' in answer && answer.buffer.byteLength).toBe(5);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blobSource, type ByteSource } from '../../../shared/byte-source';
import { isInterruptedRead } from './interrupted-read';
import { readFileText } from './read-file-text';

/** A file whose bytes cannot be read: `error` is what every read rejects with. */
function unreadable(error: unknown): ByteSource {
  return { size: 11, read: () => Promise.reject(error) };
}

describe('readFileText', () => {
  it('passes on a read the browser could not hand over, so the file is read again later', async () => {
    const interrupted = new DOMException('The I/O read operation failed.', 'NotReadableError');
    for (const name of ['notes.txt', 'slides.pptx', 'graphs.pdf']) {
      await expect(readFileText(unreadable(interrupted), name)).rejects.toBe(interrupted);
    }
    expect(isInterruptedRead(interrupted)).toBe(true);
    expect(isInterruptedRead(new Error('Unexpected end', { cause: interrupted }))).toBe(true);
  });

  it('says a file that fails to read for any other reason is damaged', async () => {
    const broken = new TypeError('bad data');
    expect(isInterruptedRead(broken)).toBe(false);
    await expect(readFileText(unreadable(broken), 'slides.pptx')).resolves.toEqual({
      status: 'unreadable',
      reason: 'damaged',
    });
  });

  it('reads a text file that can be read', async () => {
    const text = await readFileText(
      blobSource(new Blob(['Kosaraju finds components'])),
      'notes.txt',
    );
    expect(text.status).toBe('indexed');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isInterruptedRead, readFileText } from './read-file-text';

/** A Blob whose bytes cannot be read: `error` is what every read rejects with. */
function unreadable(error: unknown): Blob {
  const blob = new Blob(['%PDF-1.7 PK']);
  const fail = () => Promise.reject(error);
  const slice = () => Object.assign(new Blob([]), { text: fail, arrayBuffer: fail });
  return Object.assign(blob, { slice, text: fail, arrayBuffer: fail });
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
    const text = await readFileText(new Blob(['Kosaraju finds components']), 'notes.txt');
    expect(text.status).toBe('indexed');
  });
});

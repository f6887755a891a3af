/**
 * A large stored file's bytes, in the index's worker, as the page reads them and hands them over
 * (why, see FileToIndex). zip.js asks for 8 KB at a time: each answered by its own message to the
 * page would be thousands of round trips for a long document, so the page is asked for a window
 * of WINDOW_BYTES at a time and the small reads are answered from it.
 */
import type { ByteSource } from '../../../shared/byte-source';
import type { FileBytes, FileToIndex, FromIndexer } from './content-index-protocol';

const WINDOW_BYTES = 1024 * 1024;

/** The file is gone from the device, or its bytes are not as long as they were. */
export class PageFileMissingError extends Error {
  constructor() {
    super('The file’s bytes are not on this device.');
    this.name = 'PageFileMissingError';
  }
}

export class PageFiles {
  private asked = 0;
  private readonly waiting = new Map<number, (bytes: FileBytes) => void>();

  constructor(private readonly post: (message: FromIndexer) => void) {}

  /** The page's answer to the read `id`. */
  answer(id: number, bytes: FileBytes): void {
    this.waiting.get(id)?.(bytes);
    this.waiting.delete(id);
  }

  private async ask(file: FileToIndex, start: number, end: number) {
    this.asked += 1;
    const id = this.asked;
    const bytes = await new Promise<FileBytes>((resolve) => {
      this.waiting.set(id, resolve);
      this.post({ type: 'read', id, file, start, end });
    });
    if ('size' in bytes) return { size: bytes.size, bytes: new Uint8Array(bytes.buffer) };
    // Named as the browser names it, so that the read is tried again (isInterruptedRead).
    if (bytes.failure === 'interrupted') {
      throw new DOMException('The file could not be read just now.', 'NotReadableError');
    }
    throw new PageFileMissingError();
  }

  /** The file's bytes, read as they are asked for; PageFileMissingError when it is gone. */
  async open(file: FileToIndex): Promise<ByteSource> {
    // Its first window comes with its size: every reader starts by reading the file's head.
    const first = await this.ask(file, 0, WINDOW_BYTES);
    const { size } = first;
    let held = { start: 0, bytes: first.bytes };
    const read = async (start: number, end: number) => {
      const answer = await this.ask(file, start, end);
      if (answer.size !== size) throw new PageFileMissingError();
      return answer.bytes;
    };
    return {
      size,
      read: async (start, asked) => {
        const end = Math.min(asked, size);
        const { start: from, bytes } = held;
        if (start >= from && end <= from + bytes.length) {
          return bytes.slice(start - from, end - from);
        }
        if (end - start >= WINDOW_BYTES) return read(start, end);
        held = { start, bytes: await read(start, Math.min(size, start + WINDOW_BYTES)) };
        return held.bytes.slice(0, end - start);
      },
    };
  }
}

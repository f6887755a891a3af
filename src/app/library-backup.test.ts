import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onForegroundChange } from '../features/library/foreground-work';
import { backupMessages } from '../features/backup/backup-manifest';
import { WRITE_SLICE_BYTES, WRITE_STALL_MS } from '../features/backup/write-backup';
import { READ_STALL_MS } from '../shared/blob-crc32';
import { backUpLibrary } from './library-backup';

const storage = vi.hoisted(() => ({ stallReads: false, stallOpens: false }));

/** A stored file whose bytes the browser never hands over, as a hung storage process does. */
class StalledBlob extends Blob {
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new ReadableStream({ pull: () => new Promise<void>(() => {}) });
  }
}

vi.mock('../storage/file-store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../storage/file-store')>();
  return {
    ...actual,
    readFile: (...args: Parameters<typeof actual.readFile>) =>
      storage.stallOpens
        ? new Promise<Blob>(() => {})
        : storage.stallReads
          ? Promise.resolve(new StalledBlob(['x']))
          : actual.readFile(...args),
  };
});

interface Written {
  parts: (Blob | Uint8Array)[];
  closed: boolean;
  aborted: boolean;
}

/** The save picker answered with a file whose writes land, or never do. */
function pickTarget({ writesStall }: { writesStall: boolean }): Written {
  const written: Written = { parts: [], closed: false, aborted: false };
  Object.assign(window, {
    showSaveFilePicker: async () => ({
      createWritable: async () => ({
        write: (data: Blob | Uint8Array) => {
          if (writesStall) return new Promise<void>(() => {});
          written.parts.push(data);
          return Promise.resolve();
        },
        close: async () => {
          written.closed = true;
        },
        abort: async () => {
          written.aborted = true;
        },
      }),
    }),
  });
  return written;
}

const UID = 'student-1';

function storeNote(fileName: string, bytes: string): void {
  const record = {
    id: 'n1',
    fileName,
    fileSize: bytes.length,
    fileType: 'application/pdf',
    uploadedAt: '2026-12-01T10:00:00.000Z',
    uploadedBy: UID,
    isLargeFile: false,
    data: `data:application/pdf;base64,${btoa(bytes)}`,
  };
  localStorage.setItem('notes_ai-ml', JSON.stringify([record]));
}

/**
 * Lets `ms` of the stall bounds' clock pass a second at a time, with real turns of the event loop
 * between, so the work reaches each bound the way it would (jsdom reads Blobs on real I/O).
 */
async function pass(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(Math.min(1000, ms - elapsed));
  }
}

async function bytesOf(parts: readonly (Blob | Uint8Array)[]): Promise<Uint8Array> {
  const blob = new Blob(parts.map((part) => (part instanceof Blob ? part : part.slice())));
  return new Uint8Array(await blob.arrayBuffer());
}

describe('backUpLibrary', () => {
  beforeEach(() => {
    storage.stallReads = false;
    storage.stallOpens = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'showSaveFilePicker');
  });

  it('writes the zip into the chosen file slice by slice, pausing the index of words meanwhile', async () => {
    storeNote('week 1.pdf', '%PDF-1.4 week one');
    const written = pickTarget({ writesStall: false });
    const heard: boolean[] = [];
    const stop = onForegroundChange((busy) => heard.push(busy));
    expect(await backUpLibrary(UID)).toBe('Backed up 1 file.');
    stop();
    expect(heard).toEqual([true, false]);
    expect(written.closed).toBe(true);
    expect(
      written.parts.every(
        (part) => (part instanceof Blob ? part.size : part.length) <= WRITE_SLICE_BYTES,
      ),
    ).toBe(true);
    const zip = new TextDecoder().decode(await bytesOf(written.parts));
    expect(zip.startsWith('PK\u0003\u0004')).toBe(true);
    expect(zip).toContain('notes/ai-ml/week 1.pdf');
    expect(zip).toContain('%PDF-1.4 week one');
  });

  it('names the file whose bytes never come back, and saves nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeNote('graphs.pdf', '%PDF-1.4 graphs');
    storage.stallReads = true;
    const written = pickTarget({ writesStall: false });
    const told = backUpLibrary(UID);
    let settled = false;
    void told.then(() => (settled = true));
    await pass(READ_STALL_MS - 1000);
    expect(settled).toBe(false);
    await pass(1000);
    expect(await told).toBe(backupMessages.fileStalled('graphs.pdf'));
    expect(written.parts).toEqual([]);
    expect(written.closed).toBe(false);
  });

  it('names the file whose opening never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeNote('trees.pdf', '%PDF-1.4 trees');
    storage.stallOpens = true;
    const written = pickTarget({ writesStall: false });
    const told = backUpLibrary(UID);
    await pass(READ_STALL_MS);
    expect(await told).toBe(backupMessages.fileStalled('trees.pdf'));
    expect(written.parts).toEqual([]);
  });

  it('gives up on a chosen file that takes no writes, leaving it as it was', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeNote('week 2.pdf', '%PDF-1.4 week two');
    const written = pickTarget({ writesStall: true });
    const heard: boolean[] = [];
    const stop = onForegroundChange((busy) => heard.push(busy));
    const told = backUpLibrary(UID);
    await pass(WRITE_STALL_MS);
    expect(await told).toBe(backupMessages.targetStalled);
    stop();
    expect(written.aborted).toBe(true);
    expect(written.closed).toBe(false);
    expect(heard).toEqual([true, false]);
  });
});

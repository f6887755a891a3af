/**
 * A preview's read, run in a worker of its own that ends with it: the page stays responsive
 * while a crafted file is parsed, and a preview closed early stops its read. Where no worker can
 * start, the page reads the file itself.
 */
import type { PreviewReadKind, PreviewReads } from './preview-reads';

export interface PreviewReadRequest {
  kind: PreviewReadKind;
  blob: Blob;
}

export type PreviewReadReply =
  | { value: PreviewReads[PreviewReadKind] }
  /** What can be shown before the read is done (a document before its pictures). */
  | { sofar: PreviewReads[PreviewReadKind] }
  | { failed: true };

export class PreviewReadError extends Error {
  constructor() {
    super('The file could not be read for its preview.');
    this.name = 'PreviewReadError';
  }
}

type Show<K extends PreviewReadKind> = (sofar: PreviewReads[K]) => void;

const onThisPage = <K extends PreviewReadKind>(kind: K, blob: Blob, show?: Show<K>) =>
  import('./preview-reads').then(({ readForPreview }) => readForPreview(kind, blob, show));

export function readOffPage<K extends PreviewReadKind>(
  kind: K,
  blob: Blob,
  signal?: AbortSignal,
  show?: Show<K>,
): Promise<PreviewReads[K]> {
  if (typeof Worker === 'undefined') return onThisPage(kind, blob, show);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./preview-reader.worker.ts', import.meta.url), {
      type: 'module',
    });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
    };
    const stop = () => {
      end();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop);
    // The worker answers a request of kind K with PreviewReads[K].
    worker.onmessage = ({ data }: MessageEvent<PreviewReadReply>) => {
      if ('sofar' in data) {
        show?.(data.sofar as PreviewReads[K]);
        return;
      }
      end();
      if ('value' in data) resolve(data.value as PreviewReads[K]);
      else reject(new PreviewReadError());
    };
    worker.onerror = () => {
      end();
      resolve(onThisPage(kind, blob, show));
    };
    worker.postMessage({ kind, blob } satisfies PreviewReadRequest);
  });
}

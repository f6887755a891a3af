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

export type PreviewReadReply = { value: PreviewReads[PreviewReadKind] } | { failed: true };

export class PreviewReadError extends Error {
  constructor() {
    super('The file could not be read for its preview.');
    this.name = 'PreviewReadError';
  }
}

const onThisPage = <K extends PreviewReadKind>(kind: K, blob: Blob) =>
  import('./preview-reads').then(({ readForPreview }) => readForPreview(kind, blob));

export function readOffPage<K extends PreviewReadKind>(
  kind: K,
  blob: Blob,
  signal?: AbortSignal,
): Promise<PreviewReads[K]> {
  if (typeof Worker === 'undefined') return onThisPage(kind, blob);
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
    worker.onmessage = ({ data }: MessageEvent<PreviewReadReply>) => {
      end();
      // The worker answers a request of kind K with PreviewReads[K].
      if ('value' in data) resolve(data.value as PreviewReads[K]);
      else reject(new PreviewReadError());
    };
    worker.onerror = () => {
      end();
      resolve(onThisPage(kind, blob));
    };
    worker.postMessage({ kind, blob } satisfies PreviewReadRequest);
  });
}

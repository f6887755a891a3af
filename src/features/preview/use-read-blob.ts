import { useEffect, useState } from 'react';

export type ReadResult<T> = { value: T } | { error: unknown } | null;

/**
 * What `read` makes of `blob`, once it has: null while reading. Read again for a new blob; the
 * signal tells a read that is no longer wanted (the preview closed, another file shown) to stop.
 */
export function useReadBlob<T>(
  blob: Blob,
  read: (blob: Blob, signal: AbortSignal) => Promise<T>,
): ReadResult<T> {
  const [result, setResult] = useState<{ blob: Blob; result: ReadResult<T> } | null>(null);
  useEffect(() => {
    const reading = new AbortController();
    read(blob, reading.signal).then(
      (value) => !reading.signal.aborted && setResult({ blob, result: { value } }),
      (error: unknown) => !reading.signal.aborted && setResult({ blob, result: { error } }),
    );
    return () => reading.abort();
    // `read` is the caller's choice of reader for this blob, fixed for a viewer's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blob]);
  return result?.blob === blob ? result.result : null;
}

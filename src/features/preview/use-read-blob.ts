import { useEffect, useState } from 'react';

export type ReadResult<T> = { value: T } | { error: unknown } | null;

/**
 * What `read` makes of `blob`, once it has: null while reading, or what the read has shown so
 * far (`show`). Read again for a new blob; the signal tells a read that is no longer wanted (the
 * preview closed, another file shown) to stop.
 */
export function useReadBlob<T>(
  blob: Blob,
  read: (blob: Blob, signal: AbortSignal, show: (sofar: T) => void) => Promise<T>,
): ReadResult<T> {
  const [result, setResult] = useState<{ blob: Blob; result: ReadResult<T> } | null>(null);
  useEffect(() => {
    const reading = new AbortController();
    const show = (value: T) => !reading.signal.aborted && setResult({ blob, result: { value } });
    read(blob, reading.signal, show).then(
      (value) => !reading.signal.aborted && setResult({ blob, result: { value } }),
      (error: unknown) => !reading.signal.aborted && setResult({ blob, result: { error } }),
    );
    return () => reading.abort();
    // `read` is the caller's choice of reader for this blob, fixed for a viewer's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blob]);
  return result?.blob === blob ? result.result : null;
}

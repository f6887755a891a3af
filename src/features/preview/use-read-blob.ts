import { useEffect, useState } from 'react';

export type ReadResult<T> = { value: T } | { error: unknown } | null;

/** What `read` makes of `blob`, once it has: null while reading. Read again for a new blob. */
export function useReadBlob<T>(blob: Blob, read: (blob: Blob) => Promise<T>): ReadResult<T> {
  const [result, setResult] = useState<{ blob: Blob; result: ReadResult<T> } | null>(null);
  useEffect(() => {
    let live = true;
    read(blob).then(
      (value) => live && setResult({ blob, result: { value } }),
      (error: unknown) => live && setResult({ blob, result: { error } }),
    );
    return () => {
      live = false;
    };
    // `read` is the caller's choice of reader for this blob, fixed for a viewer's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blob]);
  return result?.blob === blob ? result.result : null;
}

/**
 * A bound on one step of work that should always move: a browser's storage can stop answering
 * (a read of a stored file that never resolves, a write that never lands) and a promise that
 * never settles would keep the student at "Backing up…" for ever. Past the bound the step fails
 * and the caller says which file or target it was.
 */

/** A step that made no progress within its bound. */
export class StalledError extends Error {
  constructor(readonly step: 'read' | 'write') {
    super(`The ${step} made no progress in time.`);
    this.name = 'StalledError';
  }
}

/** Settles as `work` does, or rejects with StalledError after `ms` (then calls `onStall`). */
export function untilStalled<T>(
  work: Promise<T>,
  ms: number,
  step: StalledError['step'],
  onStall?: () => void,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected first: cancelling a stream answers its pending read with `done`, which must not
      // win the race as a file that simply ended.
      reject(new StalledError(step));
      onStall?.();
    }, ms);
  });
  return Promise.race([work, stalled]).finally(() => clearTimeout(timer));
}

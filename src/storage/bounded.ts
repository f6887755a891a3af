/**
 * Bounds on waiting for the browser's storage. WebKit can leave an IndexedDB transaction that
 * neither completes nor aborts (a Blob put in a private window): nothing may wait on one forever.
 */

/** Thrown when a storage step took longer than its bound; the step's own outcome is then ignored. */
export class StorageTimeoutError extends Error {
  override name = 'StorageTimeoutError';
  constructor(step: string, ms: number) {
    super(`The browser's storage did not answer ${step} within ${ms} ms`);
  }
}

/** `promise`, or a StorageTimeoutError once `ms` have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageTimeoutError(step, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Two Links joined in memory, for the transfer's unit tests (never imported by the app). */
import { frameQueue, LinkClosedError, type Link } from '../features/transfer/link';

/**
 * `fingerprints` are what each end believes of the two certificates: the same pair seen from each
 * side unless a test plays a relay that swapped them.
 */
export function memoryLinks(
  fingerprints: readonly [Link['fingerprints'], Link['fingerprints']] = [
    { own: 'AA:01', theirs: 'BB:02' },
    { own: 'BB:02', theirs: 'AA:01' },
  ],
): [Link, Link] {
  const queues = [frameQueue(), frameQueue()] as const;
  let open = true;
  const side = (own: 0 | 1): Link => ({
    send: (frame) => {
      if (!open) return Promise.reject(new LinkClosedError('closed'));
      // A copy, as a data channel delivers: the sender may reuse its buffer.
      queues[own === 0 ? 1 : 0].push(
        typeof frame === 'string'
          ? frame
          : ArrayBuffer.isView(frame)
            ? frame.slice().buffer
            : frame.slice(0),
      );
      return Promise.resolve();
    },
    next: (waitMs) => queues[own].next(waitMs),
    fingerprints: fingerprints[own],
    close: () => {
      open = false;
      queues[0].end();
      queues[1].end();
    },
  });
  return [side(0), side(1)];
}

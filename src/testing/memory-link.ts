/** Two Links joined in memory, for the transfer's unit tests (never imported by the app). */
import { frameQueue, LinkClosedError, type Link } from '../features/transfer/link';

export function memoryLinks(): [Link, Link] {
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
    close: () => {
      open = false;
      queues[0].end();
      queues[1].end();
    },
  });
  return [side(0), side(1)];
}

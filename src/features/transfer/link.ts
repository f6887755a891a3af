/**
 * A channel between two devices as a transfer uses it: frames sent in order once there is room,
 * frames read in order with a bound on the wait. The WebRTC data channel is one (peer-link.ts);
 * the tests use two linked in memory.
 */
export type Frame = string | ArrayBuffer;

export interface Link {
  /**
   * Resolves once the frame is handed to the channel; rejects if the channel has closed. Bytes
   * may go as a view into a larger buffer: the channel copies them, so no copy is made first.
   */
  send(frame: Frame | Uint8Array<ArrayBuffer>): Promise<void>;
  /** The next frame; rejects with LinkClosedError once the other side is gone or after `waitMs`. */
  next(waitMs: number): Promise<Frame>;
  close(): void;
  /**
   * The DTLS certificate fingerprints of this end and the other as each SDP announced them: what
   * the key exchange binds, so a relay that put its own certificate between the two is found out.
   */
  readonly fingerprints: { readonly own: string; readonly theirs: string };
}

/** The other device went away, or said nothing for too long. */
export class LinkClosedError extends Error {
  override name = 'LinkClosedError';
}

/** Frames as they arrive, for `next()` to hand out in order. */
export function frameQueue() {
  const frames: Frame[] = [];
  let waiting: { resolve: (frame: Frame) => void; reject: (error: Error) => void } | null = null;
  let ended = false;
  return {
    push(frame: Frame) {
      if (ended) return;
      if (waiting) {
        const { resolve } = waiting;
        waiting = null;
        resolve(frame);
      } else frames.push(frame);
    },
    end() {
      ended = true;
      const pending = waiting;
      waiting = null;
      pending?.reject(new LinkClosedError('The other device went away.'));
    },
    next(waitMs: number): Promise<Frame> {
      const frame = frames.shift();
      if (frame !== undefined) return Promise.resolve(frame);
      if (ended) return Promise.reject(new LinkClosedError('The other device went away.'));
      return new Promise<Frame>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting = null;
          reject(new LinkClosedError('The other device stopped answering.'));
        }, waitMs);
        waiting = {
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
      });
    },
  };
}

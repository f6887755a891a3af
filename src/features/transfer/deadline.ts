/**
 * Time limits on what the other device owes: each frame, each piece, each file and the whole
 * session has its own, so a device that trickles bytes, or sends frames that carry nothing, cannot
 * keep the other waiting for ever. A deadline that passes ends the link as a lost one.
 */
import { LinkClosedError } from './link';

export class DeadlinePassedError extends LinkClosedError {
  override name = 'DeadlinePassedError';
}

export interface Deadline {
  /** Milliseconds left; 0 or less once passed. */
  left(): number;
}

export function deadlineIn(ms: number, now: () => number = Date.now): Deadline {
  const end = now() + ms;
  return { left: () => end - now() };
}

/** How long the next wait may be: `waitMs`, or less if a deadline comes first. */
export function waitWithin(waitMs: number, ...deadlines: readonly Deadline[]): number {
  const left = Math.min(waitMs, ...deadlines.map((deadline) => deadline.left()));
  if (left <= 0) throw new DeadlinePassedError('The other device took too long.');
  return left;
}

/**
 * The slowest a transfer may be, in bytes a second, before it is given up: far below any Wi-Fi or
 * mobile link that can carry a file at all (64 KB/s moves 100 MB in 26 minutes).
 */
export const SLOWEST_BYTES_PER_SECOND = 64 * 1024;

/** The time `bytes` may take at the slowest rate, plus `graceMs` for everything else. */
export function timeFor(bytes: number, graceMs: number): number {
  return graceMs + (bytes / SLOWEST_BYTES_PER_SECOND) * 1000;
}

import { sha256 } from '@noble/hashes/sha2.js';

/**
 * The instance of the pairing service this student's devices meet at: chosen by a hash of the
 * student's uid, which every device of theirs computes alike, so instances share nothing and a
 * deployer adds one by adding its address. The uid itself never reaches the service.
 */
export function signallingUrlFor(uid: string, urls: readonly string[]): string {
  const digest = sha256(new TextEncoder().encode(`StudyShelf instance|${uid}`));
  const index = new DataView(digest.buffer, digest.byteOffset).getUint32(0) % urls.length;
  return urls[index] ?? urls[0] ?? '';
}

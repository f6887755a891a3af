import { bytesToHex } from '@noble/hashes/utils.js';

/** SHA-256 of one piece of a file, as hex: every piece is checked on arrival against the sender's. */
export async function pieceHash(bytes: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return bytesToHex(digest);
}

/** A file travels in pieces of 1 MB, each hashed on its own, so neither side holds more at once. */
export const PIECE_BYTES = 1024 * 1024;
/** Binary frames within a piece: small enough for every browser's data channel. */
export const FRAME_BYTES = 128 * 1024;

export function piecesOf(size: number): number {
  return Math.ceil(size / PIECE_BYTES);
}

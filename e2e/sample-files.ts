/** Real files of the types students preview: PDFs of N pages, a PNG, a CSV, a damaged PDF. */
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { makePdf } from '../scripts/make-pdf.mjs';

export function writePdf(path: string, pages: number, bytesPerPage = 0): string {
  writeFileSync(path, makePdf(pages, { bytesPerPage }));
  return path;
}

/** A PDF of `pages` pages with a line of `words` more on the pages they number (1-based). */
export function writePdfWithWords(
  path: string,
  pages: number,
  words: Record<number, string>,
  bytesPerPage = 0,
) {
  writeFileSync(path, makePdf(pages, { words, bytesPerPage }));
  return path;
}

/** A PDF that asks for a password before it shows anything. */
export function writeLockedPdf(path: string): string {
  writeFileSync(path, makePdf(2, { locked: true }));
  return path;
}

/** A PDF that runs `script` as it opens, in a viewer that runs document scripts. */
export function writeScriptedPdf(path: string, script: string): string {
  writeFileSync(path, makePdf(1, { script }));
  return path;
}

/** A PDF cut off half way: the header is right, the rest is not there. */
export function writeDamagedPdf(path: string): string {
  const whole = makePdf(3);
  writeFileSync(path, whole.subarray(0, Math.floor(whole.length / 2)));
  return path;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A solid-colour RGB PNG of the given size. */
export function writePng(path: string, width: number, height: number): string {
  writeFileSync(path, pngBytes(width, height));
  return path;
}

export function pngBytes(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function writeText(path: string, text: string): string {
  writeFileSync(path, text);
  return path;
}

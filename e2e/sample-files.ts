/** Real files of the types students preview: PDFs of N pages, a PNG, a CSV, a damaged PDF. */
import { writeFileSync } from 'node:fs';
import { makePdf } from '../scripts/make-pdf.mjs';
import { makePng } from '../scripts/make-png.mjs';

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

/** A solid-colour RGB PNG of the given size. */
export function writePng(path: string, width: number, height: number): string {
  writeFileSync(path, pngBytes(width, height));
  return path;
}

export function pngBytes(width: number, height: number): Buffer {
  return makePng(width, height);
}

export function writeText(path: string, text: string): string {
  writeFileSync(path, text);
  return path;
}

/**
 * A PDF with an outline (nested, each entry at the top of its page) and links on its pages, to a
 * page of it or to a web address, each link's text drawn where it is.
 */
export function writeLinkedPdf(
  path: string,
  pages: number,
  {
    outline,
    links,
  }: {
    outline: { title: string; page: number; children?: { title: string; page: number }[] }[];
    links: ({ page: number; toPage: number } | { page: number; url: string })[];
  },
): string {
  writeFileSync(path, makePdf(pages, { outline, links }));
  return path;
}

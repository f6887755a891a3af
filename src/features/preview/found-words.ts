/**
 * The words a search found in a PDF, on its pages: marked in the text layer pdf.js draws over a
 * page, and the next or previous page holding all of them.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { wordRanges } from '../../shared/fold-text';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * One run of a page's text as HTML for pdf.js's text layer, the found words in <mark>. The PDF's
 * text is escaped: a crafted file's "<script>" is drawn as those characters, never run.
 */
export function markedHtml(text: string, words: readonly string[]): string {
  let html = '';
  let at = 0;
  for (const [from, to] of wordRanges(text, words)) {
    if (from < at) continue;
    html += `${escape(text.slice(at, from))}<mark>${escape(text.slice(from, to))}</mark>`;
    at = to;
  }
  return html + escape(text.slice(at));
}

interface TextItemLike {
  str?: string;
}

async function pageText(pdf: PDFDocumentProxy, number: number): Promise<string> {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  return (content.items as TextItemLike[]).map((item) => item.str ?? '').join(' ');
}

/**
 * The pages of a document of `count` pages in the order a find visits them going `step` from
 * `from`: on to the end, then round from the other end back to `from` itself, so the last page
 * tried is the one the find started on. `wrapped` says which pages came after the turn.
 */
export function* findOrder(
  count: number,
  from: number,
  step: 1 | -1,
): Generator<{ page: number; wrapped: boolean }> {
  for (let offset = 1; offset <= count; offset += 1) {
    const straight = from + step * offset;
    const page = ((((straight - 1) % count) + count) % count) + 1;
    yield { page, wrapped: straight < 1 || straight > count };
  }
}

/**
 * The next page after (step 1) or before (step -1) `from` holding every word, going round the
 * document's end: whether the find had to turn there to reach it. Null when no page holds them.
 */
export async function pageWithWords(
  pdf: PDFDocumentProxy,
  from: number,
  step: 1 | -1,
  words: readonly string[],
): Promise<{ page: number; wrapped: boolean } | null> {
  for (const place of findOrder(pdf.numPages, from, step)) {
    if (holdsEvery(await pageText(pdf, place.page), words)) return place;
  }
  return null;
}

export function holdsEvery(text: string, words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => wordRanges(text, [word]).length > 0);
}

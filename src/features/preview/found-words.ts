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

/** The nearest page after (step 1) or before (step -1) `from` holding every word; null if none. */
export async function pageWithWords(
  pdf: PDFDocumentProxy,
  from: number,
  step: 1 | -1,
  words: readonly string[],
): Promise<number | null> {
  for (let number = from + step; number >= 1 && number <= pdf.numPages; number += step) {
    if (holdsEvery(await pageText(pdf, number), words)) return number;
  }
  return null;
}

export function holdsEvery(text: string, words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => wordRanges(text, [word]).length > 0);
}

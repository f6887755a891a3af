/**
 * The words a search found in a PDF, on its pages: marked in the text layer pdf.js draws over a
 * page, and counted there for find in the document.
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
  for (const [from, to] of markRanges(text, words)) {
    html += `${escape(text.slice(at, from))}<mark>${escape(text.slice(from, to))}</mark>`;
    at = to;
  }
  return html + escape(text.slice(at));
}

/** Where a run of text is marked: the found words, none overlapping an earlier one. */
function markRanges(text: string, words: readonly string[]): [number, number][] {
  const marked: [number, number][] = [];
  let at = 0;
  for (const [from, to] of wordRanges(text, words)) {
    if (from < at) continue;
    marked.push([from, to]);
    at = to;
  }
  return marked;
}

interface TextItemLike {
  str?: string;
}

async function pageItems(pdf: PDFDocumentProxy, number: number): Promise<string[]> {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  return (content.items as TextItemLike[]).map((item) => item.str ?? '');
}

/**
 * How many words the reader marks on a page, as its text layer marks them (run by run), when the
 * page holds every word; 0 when it does not.
 */
export async function marksOnPage(
  pdf: PDFDocumentProxy,
  number: number,
  words: readonly string[],
): Promise<number> {
  const items = await pageItems(pdf, number);
  if (!holdsEvery(items.join(' '), words)) return 0;
  return items.reduce((sum, item) => sum + markRanges(item, words).length, 0);
}

export function holdsEvery(text: string, words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => wordRanges(text, [word]).length > 0);
}

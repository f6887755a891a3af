/**
 * The text a student selected on a page of the reader: its page, its words and where they lie.
 * A selection that runs on past its first page is cut at that page's end: a highlight is on one
 * page, as in a printed book.
 */
import { QUOTE_LIMIT, type PageArea } from '../../../storage/marks-store';
import { lineAreas } from './selection-areas';

export interface SelectedText {
  page: number;
  quote: string;
  areas: PageArea[];
}

/** The attribute each page of the reader carries with its number. */
export const PAGE_ATTRIBUTE = 'data-page';

/** Text nodes read for one selection at most: a page's worth of lines many times over. */
const NODE_LIMIT = 5000;

function pageOf(node: Node): HTMLElement | null {
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest<HTMLElement>(`[${PAGE_ATTRIBUTE}]`) ?? null;
}

/** The text nodes of `range` that lie on `page`, each with the part of it selected. */
function selectedNodes(range: Range, page: HTMLElement): Range[] {
  const parts: Range[] = [];
  const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && parts.length < NODE_LIMIT; node = walker.nextNode()) {
    if (!range.intersectsNode(node) || !node.parentElement?.closest('.textLayer')) continue;
    const part = document.createRange();
    part.selectNodeContents(node);
    if (node === range.startContainer) part.setStart(node, range.startOffset);
    if (node === range.endContainer) part.setEnd(node, range.endOffset);
    if (!part.collapsed) parts.push(part);
  }
  return parts;
}

/** What is selected inside `reader`, on one page's text, or null. */
export function readSelection(reader: HTMLElement): SelectedText | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!reader.contains(range.startContainer)) return null;
  const page = pageOf(range.startContainer) ?? pageOf(range.endContainer);
  const number = Number(page?.getAttribute(PAGE_ATTRIBUTE));
  if (!page || !Number.isSafeInteger(number) || number < 1) return null;
  const parts = selectedNodes(range, page);
  // pdf.js puts each run of text in its own span and ends a line with a <br>: a line's end is
  // a space between words, a span's end is not.
  const quote = parts
    .map((part) => {
      const span = part.startContainer.parentElement;
      return span?.nextSibling?.nodeName === 'BR' ? `${part.toString()} ` : part.toString();
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, QUOTE_LIMIT);
  const areas = lineAreas(
    parts.flatMap((part) => Array.from(part.getClientRects())),
    page.getBoundingClientRect(),
  );
  return quote && areas.length > 0 ? { page: number, quote, areas } : null;
}

/**
 * An e-book chapter's XHTML turned into blocks by an allow-list: headings, paragraphs, lists,
 * tables, emphasis and the book's own pictures. Everything else (scripts, styles, forms, frames,
 * event handlers, links' targets) is dropped, so the chapter's markup never reaches the page.
 */
import type { Block, DocumentBuilder, Run, Section } from './document-model';

const SKIPPED = new Set([
  'head',
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'audio',
  'video',
  'canvas',
]);
const BREAKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'nav',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'address',
  'hr',
  'body',
  'center',
]);
const HEADINGS: Readonly<Record<string, 1 | 2 | 3 | 4>> = {
  h1: 1,
  h2: 2,
  h3: 3,
  h4: 4,
  h5: 4,
  h6: 4,
};

export interface MarkupTarget {
  builder: DocumentBuilder;
  section: Section;
  /** The picture index for an `<img src>` inside the book, or null when it is not shown. */
  picture: (src: string) => Promise<number | null>;
}

interface Style {
  bold: boolean;
  italic: boolean;
}

class BlockWriter {
  private runs: Run[] = [];
  constructor(private readonly target: MarkupTarget) {}

  text(text: string, style: Style) {
    const collapsed = text.replace(/\s+/g, ' ');
    if (collapsed === '' || (collapsed === ' ' && this.runs.length === 0)) return;
    this.runs.push({ text: collapsed, bold: style.bold, italic: style.italic });
  }

  lineBreak() {
    if (this.runs.length > 0) this.runs.push({ text: '\n' });
  }

  /** Ends the block being written as `make(runs)`; false once the document is full. */
  flush(make: (runs: Run[]) => Block = (runs) => ({ type: 'paragraph', runs })): boolean {
    const runs = trimmed(this.runs);
    this.runs = [];
    if (runs.length === 0) return true;
    return this.target.builder.add(this.target.section, make(runs));
  }

  add(block: Block): boolean {
    return this.target.builder.add(this.target.section, block);
  }
}

function trimmed(runs: Run[]): Run[] {
  const first = runs[0];
  const last = runs.at(-1);
  if (first) first.text = first.text.trimStart();
  if (last) last.text = last.text.trimEnd();
  return runs.filter((run) => run.text !== '');
}

function cellText(cell: Element): string {
  return (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function tableOf(table: Element): Block {
  const rows = Array.from(table.querySelectorAll('tr'))
    .filter((row) => row.closest('table') === table)
    .map((row) =>
      Array.from(row.children)
        .filter((cell) => /^t[dh]$/.test(cell.localName))
        .map(cellText),
    );
  return { type: 'table', rows };
}

type List = { depth: number; ordered: boolean };

async function walk(
  node: Node,
  writer: BlockWriter,
  target: MarkupTarget,
  style: Style,
  list: List | null,
  item: List | null,
): Promise<boolean> {
  if (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.CDATA_SECTION_NODE) {
    writer.text(node.nodeValue ?? '', style);
    return true;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return true;
  const element = node as Element;
  const name = element.localName.toLowerCase();
  if (SKIPPED.has(name)) return true;
  if (name === 'br') {
    writer.lineBreak();
    return true;
  }
  // Text of a list item ends as that item, also where a nested list or paragraph cuts it.
  const asItem =
    (of: List | null) =>
    (runs: Run[]): Block =>
      of === null
        ? { type: 'paragraph', runs }
        : { type: 'item', depth: of.depth, ordered: of.ordered, runs };
  if (name === 'img') {
    const picture = await target.picture(element.getAttribute('src') ?? '');
    if (picture === null) return true;
    return (
      writer.flush(asItem(item)) &&
      writer.add({ type: 'picture', picture, alt: element.getAttribute('alt') ?? '' })
    );
  }
  if (name === 'table') return writer.flush(asItem(item)) && writer.add(tableOf(element));
  const heading = HEADINGS[name];
  const inner: Style = {
    bold: style.bold || name === 'b' || name === 'strong' || heading !== undefined,
    italic: style.italic || name === 'i' || name === 'em' || name === 'cite',
  };
  const isList = name === 'ul' || name === 'ol';
  const nested = isList
    ? { depth: list === null ? 0 : Math.min(8, list.depth + 1), ordered: name === 'ol' }
    : list;
  const innerItem = name === 'li' ? list : item;
  const isBlock = heading !== undefined || name === 'li' || isList || BREAKS.has(name);
  if (isBlock && !writer.flush(asItem(item))) return false;
  for (const child of Array.from(element.childNodes)) {
    if (!(await walk(child, writer, target, inner, nested, innerItem))) return false;
  }
  if (heading !== undefined) {
    return writer.flush((runs) => ({ type: 'heading', level: heading, runs }));
  }
  return isBlock ? writer.flush(asItem(innerItem)) : true;
}

/** Adds the blocks of chapter `document` to the target's section; false once the document is full. */
export async function addMarkupBlocks(document: Document, target: MarkupTarget): Promise<boolean> {
  const body = document.body ?? document.getElementsByTagNameNS('*', 'body')[0];
  if (!body) return true;
  const writer = new BlockWriter(target);
  const more = await walk(body, writer, target, { bold: false, italic: false }, null, null);
  return more && writer.flush();
}

/**
 * An e-book chapter's XHTML turned into blocks by an allow-list: headings, paragraphs, lists,
 * tables, emphasis, the book's own pictures and its links to its own chapters. Everything else
 * (scripts, styles, forms, frames, event handlers, links out of the book) is dropped, so the
 * chapter's markup never reaches the page.
 */
import type { ChildNode } from 'domhandler';
import type { Block, DocumentBuilder, InnerLink, Run, Section } from './document-model';
import {
  allNamed,
  attribute,
  childElements,
  isElement,
  localName,
  textOf,
  type Document,
  type Element,
} from './xml-tree';

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
  picture: (src: string) => number | null;
  /** Where an `<a href>` leads inside the book, or null for a link out of it. */
  link: (href: string) => InnerLink | null;
}

interface Style {
  bold: boolean;
  italic: boolean;
  link?: InnerLink;
}

/** Anchors kept of one chapter: far above a real chapter's, bounding a crafted one. */
const ANCHORS_PER_SECTION = 10_000;

class BlockWriter {
  private runs: Run[] = [];
  constructor(private readonly target: MarkupTarget) {}

  text(text: string, style: Style) {
    const collapsed = text.replace(/\s+/g, ' ');
    if (collapsed === '' || (collapsed === ' ' && this.runs.length === 0)) return;
    this.runs.push({
      text: collapsed,
      bold: style.bold,
      italic: style.italic,
      ...(style.link && { link: style.link }),
    });
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

  /** Anchor `id` is in the block written next (the one its element starts or is inside). */
  anchor(id: string) {
    const { section } = this.target;
    section.anchors ??= new Map();
    if (section.anchors.size < ANCHORS_PER_SECTION && !section.anchors.has(id)) {
      section.anchors.set(id, section.blocks.length);
    }
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
  return textOf(cell).replace(/\s+/g, ' ').trim();
}

/** The table's own rows (not a nested table's), and in them its own cells. */
function tableOf(table: Element): Block {
  const rows: Element[] = [];
  for (const child of childElements(table)) {
    const name = localName(child).toLowerCase();
    if (name === 'tr') rows.push(child);
    else if (name === 'thead' || name === 'tbody' || name === 'tfoot') {
      for (const row of childElements(child))
        if (localName(row).toLowerCase() === 'tr') rows.push(row);
    }
  }
  return {
    type: 'table',
    rows: rows.map((row) =>
      childElements(row)
        .filter((cell) => /^t[dh]$/i.test(localName(cell)))
        .map(cellText),
    ),
  };
}

/** Notes where an element with an id is, for links to it; always true, to chain with writes. */
function markAnchor(element: Element, writer: BlockWriter): true {
  const id = attribute(element, 'id');
  if (id !== null && id !== '' && id.length <= 200) writer.anchor(id);
  return true;
}

/** Elements nested deeper than any real book's are read as plain text, without recursion. */
const MAX_DEPTH = 64;

type List = { depth: number; ordered: boolean };

async function walk(
  node: ChildNode,
  writer: BlockWriter,
  target: MarkupTarget,
  style: Style,
  list: List | null,
  item: List | null,
  depth: number,
): Promise<boolean> {
  if (node.type === 'text') {
    writer.text(node.data, style);
    return true;
  }
  if (node.type === 'cdata') {
    writer.text(textOf(node), style);
    return true;
  }
  if (!isElement(node)) return true;
  const element = node;
  const name = localName(element).toLowerCase();
  if (SKIPPED.has(name)) return true;
  if (depth >= MAX_DEPTH) {
    writer.text(textOf(element), style);
    return true;
  }
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
    const picture = target.picture(attribute(element, 'src') ?? '');
    if (picture === null) return true;
    return (
      writer.flush(asItem(item)) &&
      markAnchor(element, writer) &&
      writer.add({ type: 'picture', picture, alt: attribute(element, 'alt') ?? '' })
    );
  }
  if (name === 'table') {
    return (
      writer.flush(asItem(item)) && markAnchor(element, writer) && writer.add(tableOf(element))
    );
  }
  const heading = HEADINGS[name];
  const href = name === 'a' ? attribute(element, 'href') : null;
  const link = (href !== null && target.link(href)) || style.link;
  const inner: Style = {
    bold: style.bold || name === 'b' || name === 'strong' || heading !== undefined,
    italic: style.italic || name === 'i' || name === 'em' || name === 'cite',
    ...(link && { link }),
  };
  const isList = name === 'ul' || name === 'ol';
  const nested = isList
    ? { depth: list === null ? 0 : Math.min(8, list.depth + 1), ordered: name === 'ol' }
    : list;
  const innerItem = name === 'li' ? list : item;
  const isBlock = heading !== undefined || name === 'li' || isList || BREAKS.has(name);
  if (isBlock && !writer.flush(asItem(item))) return false;
  markAnchor(element, writer);
  for (const child of element.children) {
    if (!(await walk(child, writer, target, inner, nested, innerItem, depth + 1))) return false;
  }
  if (heading !== undefined) {
    return writer.flush((runs) => ({ type: 'heading', level: heading, runs }));
  }
  return isBlock ? writer.flush(asItem(innerItem)) : true;
}

/** Adds the blocks of chapter `document` to the target's section; false once the document is full. */
export async function addMarkupBlocks(document: Document, target: MarkupTarget): Promise<boolean> {
  const writer = new BlockWriter(target);
  const plain = { bold: false, italic: false };
  const body = allNamed(document, 'body')[0];
  // A chapter without a body (a fragment) is read whole; its head, if any, is skipped.
  const top = body ? [body] : document.children;
  for (const node of top) {
    if (!(await walk(node, writer, target, plain, null, null, 0))) return false;
  }
  return writer.flush();
}

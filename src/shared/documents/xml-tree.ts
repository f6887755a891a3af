/**
 * A document's XML parts and e-book chapters as plain trees, parsed by htmlparser2: it runs in a
 * worker (which has no DOMParser), never runs a script or fetches anything, and never expands an
 * entity a file declares, so a crafted part cannot grow a few kilobytes into gigabytes of text.
 * Nesting is bounded while parsing (the parser's own stack costs time with each level: 100,000
 * levels took 5 s) and walks are loops, not recursion, so no depth a file claims overflows a stack.
 */
import {
  DomHandler,
  type ChildNode,
  type Document,
  type Element,
  type ParentNode,
} from 'domhandler';
import { Parser } from 'htmlparser2';

export type { Document, Element };

export class DamagedDocumentError extends Error {
  constructor(options?: ErrorOptions) {
    super('The document could not be read.', options);
    this.name = 'DamagedDocumentError';
  }
}

/** Far deeper than any real document's markup (nested tables and lists reach a few dozen). */
export const MAX_NESTING = 512;

/** The tree builder, refusing a part nested deeper than MAX_NESTING as it is read. */
class BoundedHandler extends DomHandler {
  private depth = 0;

  override onopentag(name: string, attribs: Record<string, string>): void {
    this.depth += 1;
    if (this.depth > MAX_NESTING) throw new DamagedDocumentError();
    super.onopentag(name, attribs);
  }

  override onclosetag(): void {
    this.depth -= 1;
    super.onclosetag();
  }
}

function parse(text: string, xmlMode: boolean): Document {
  const handler = new BoundedHandler();
  const parser = new Parser(
    handler,
    xmlMode
      ? { xmlMode: true }
      : // XHTML read as forgiving HTML: `<p/>` closes, CDATA is text, names are lower case.
        { recognizeSelfClosing: true, recognizeCDATA: true },
  );
  parser.end(text);
  return handler.root;
}

/** A document's XML part (entity declarations refused); DamagedDocumentError when absent. */
export function parseXml(text: string | null): Document {
  if (text === null || /<!ENTITY/i.test(text)) throw new DamagedDocumentError();
  return parse(text, true);
}

/** An e-book chapter, as a browser would read its markup where a book's XHTML is sloppy. */
export function parseChapter(text: string): Document {
  if (/<!ENTITY/i.test(text)) throw new DamagedDocumentError();
  return parse(text, false);
}

export function isElement(node: ChildNode | Document): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** The element's name without its namespace prefix (`w:p` → `p`). */
export function localName(element: Element): string {
  const colon = element.name.indexOf(':');
  return colon < 0 ? element.name : element.name.slice(colon + 1);
}

export function childElements(element: Element | Document): Element[] {
  return element.children.filter(isElement);
}

/** The element's child elements named `name` (any namespace prefix). */
export function childrenNamed(element: Element, name: string): Element[] {
  return childElements(element).filter((child) => localName(child) === name);
}

export function firstChildNamed(element: Element, name: string): Element | undefined {
  return childElements(element).find((child) => localName(child) === name);
}

/** Every node below `root`, in document order. */
function* descendants(root: ParentNode): Generator<ChildNode> {
  const stack: ChildNode[] = [...root.children].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    yield node;
    // One push at a time: spread as arguments, a body's 200,000 children overflow the stack.
    if ('children' in node) for (const child of node.children.toReversed()) stack.push(child);
  }
}

/** Every element named `name` below `root`, in document order. */
export function allNamed(root: Document | Element, name: string): Element[] {
  const found: Element[] = [];
  for (const node of descendants(root)) {
    if (isElement(node) && localName(node) === name) found.push(node);
  }
  return found;
}

/** The text below `root`, as the DOM's textContent gives it. */
export function textOf(root: ParentNode | undefined): string {
  if (root === undefined) return '';
  let text = '';
  for (const node of descendants(root)) if (node.type === 'text') text += node.data;
  return text;
}

/** An attribute by its local name, whatever its prefix (`r:embed`, `w:val`). */
export function attribute(element: Element | undefined, name: string): string | null {
  if (!element) return null;
  for (const [key, value] of Object.entries(element.attribs)) {
    if (key === name || key.endsWith(`:${name}`)) return value;
  }
  return null;
}

/** The namespace a prefix (or, for '', the default) stands for where `element` is. */
export function namespaceOf(element: Element, prefix: string): string | null {
  const declaration = prefix === '' ? 'xmlns' : `xmlns:${prefix}`;
  for (let at: Element | null = element; at !== null;) {
    const value = at.attribs[declaration];
    if (value !== undefined) return value;
    at = at.parent !== null && isElement(at.parent) ? at.parent : null;
  }
  return null;
}

/** The namespace of the element's own name. */
export function elementNamespace(element: Element): string | null {
  const colon = element.name.indexOf(':');
  return namespaceOf(element, colon < 0 ? '' : element.name.slice(0, colon));
}

/** An attribute `name` whose prefix stands for `namespace` (`r:id` in the relationships'). */
export function attributeIn(
  element: Element | undefined,
  namespace: string,
  name: string,
): string | null {
  if (!element) return null;
  for (const [key, value] of Object.entries(element.attribs)) {
    const colon = key.indexOf(':');
    if (colon < 0 || key.slice(colon + 1) !== name) continue;
    if (namespaceOf(element, key.slice(0, colon)) === namespace) return value;
  }
  return null;
}

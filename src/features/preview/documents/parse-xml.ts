/**
 * Parsing a document's XML parts on the page, for the viewer. The browser's own parser never runs
 * a script or fetches anything; entity declarations are refused before parsing, so a crafted part
 * cannot expand a few kilobytes into gigabytes of text.
 */

export class DamagedDocumentError extends Error {
  constructor(options?: ErrorOptions) {
    super('The document could not be read.', options);
    this.name = 'DamagedDocumentError';
  }
}

function parsed(text: string, type: DOMParserSupportedType): Document | null {
  const document = new DOMParser().parseFromString(text, type);
  return document.getElementsByTagName('parsererror').length > 0 ? null : document;
}

/** A well-formed XML part; DamagedDocumentError otherwise. */
export function parseXml(text: string | null): Document {
  if (text === null || /<!ENTITY/i.test(text)) throw new DamagedDocumentError();
  const document = parsed(text, 'application/xml');
  if (document === null) throw new DamagedDocumentError();
  return document;
}

/**
 * Event-handler attributes renamed before parsing. A parsed document is inert and its handlers
 * never run, but the browser still checks each one it meets against the page's CSP and reports
 * a violation; a book's `onload` should not look like an attack on the page.
 */
function withoutHandlers(markup: string): string {
  return markup.replace(/([\s/"'])on([a-z]+\s*=)/gi, '$1data-dropped-on$2');
}

/** An e-book chapter: XHTML as it should be, or read as HTML where a book's markup is sloppy. */
export function parseChapter(text: string): Document {
  if (/<!ENTITY/i.test(text)) throw new DamagedDocumentError();
  const markup = withoutHandlers(text);
  return (
    parsed(markup, 'application/xhtml+xml') ?? new DOMParser().parseFromString(markup, 'text/html')
  );
}

/** The element's child elements named `name` (any namespace prefix). */
export function childrenNamed(element: Element, name: string): Element[] {
  return Array.from(element.children).filter((child) => child.localName === name);
}

export function firstChildNamed(element: Element, name: string): Element | undefined {
  return Array.from(element.children).find((child) => child.localName === name);
}

/** Every element named `name` below `root`, in document order. */
export function allNamed(root: Document | Element, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS('*', name));
}

/** An attribute by its local name, whatever its prefix (`r:embed`, `w:val`). */
export function attribute(element: Element | undefined, name: string): string | null {
  if (!element) return null;
  for (const { localName, value } of Array.from(element.attributes)) {
    if (localName === name) return value;
  }
  return null;
}

/**
 * The text of XML and XHTML without a DOM (a worker has no DOMParser): tags dropped, entities
 * decoded. Office and EPUB files are machine-written, so this reads them as well as a parser would
 * for search, in one linear pass and without building a tree of a crafted file.
 */

const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Every run of text inside `<tag ...>…</tag>` (tag with its prefix, e.g. 'w:t'), decoded. */
export function textOfElements(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g');
  return Array.from(xml.matchAll(pattern), (match) => decodeEntities(match[1] ?? ''));
}

/** An XHTML document's text: scripts and styles left out, block ends made spaces. */
export function textOfMarkup(markup: string): string {
  const body = markup.replace(/<(script|style)[\s>][\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return decodeEntities(body);
}

/** The value of attribute `name` in a tag's text. */
export function attributeOf(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`).exec(tag);
  return match?.[2] === undefined ? null : decodeEntities(match[2]);
}

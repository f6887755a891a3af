/**
 * A Word document (.docx) as headings, paragraphs with bold and italic, lists, tables and
 * pictures, in their order, and the pages Word last laid it out on. Links are kept as their text;
 * an embedded HTML chunk (altChunk) or a macro is never read.
 */
import type { ZipArchive } from '../zip-archive';
import type { Block, DocumentBuilder, Run, Section } from './document-model';
import { linkOf, pictureAt, relationshipsOf } from './document-parts';
import {
  allNamed,
  attribute,
  childElements,
  childrenNamed,
  DamagedDocumentError,
  firstChildNamed,
  localName,
  parseXml,
  textOf as textBelow,
  type Element,
} from './xml-tree';

const MAIN = 'word/document.xml';

/** A run property that is on unless it says val="0" or "false". */
function isOn(properties: Element | undefined, name: string): boolean {
  const toggle = properties && firstChildNamed(properties, name);
  if (!toggle) return false;
  const value = attribute(toggle, 'val');
  return value === null || !['0', 'false', 'off'].includes(value);
}

/** Where Word broke a page inside a paragraph: before any of its text, or after some. */
interface PageBreaks {
  before: number;
  after: number;
}

const LAID_OUT = 'lastRenderedPageBreak';

/**
 * Which marks start a page: where Word recorded its last layout, that layout's (which counts the
 * explicit breaks as well); in a document no Word laid out, the explicit page breaks.
 */
function pageBreakTest(body: Element): (part: Element) => boolean {
  if (allNamed(body, LAID_OUT).length > 0) return (part) => localName(part) === LAID_OUT;
  return (part) => localName(part) === 'br' && attribute(part, 'type') === 'page';
}

/**
 * Code as Word documents carry it: a character or paragraph style named for it (pandoc's
 * VerbatimChar and SourceCode, Word's HTML Preformatted, Macro Text, Plain Text) or a monospace
 * font set on the run.
 */
const CODE_STYLE = /verbatim|sourcecode|source code|^code|preformatted|macro ?text|plain ?text/i;
const MONOSPACE_FONT =
  /courier|consolas|menlo|monaco|mono|lucida console|lucida sans typewriter|fixedsys|inconsolata/i;

function isCodeRun(properties: Element | undefined): boolean {
  if (!properties) return false;
  if (CODE_STYLE.test(attribute(firstChildNamed(properties, 'rStyle'), 'val') ?? '')) return true;
  const fonts = firstChildNamed(properties, 'rFonts');
  return ['ascii', 'hAnsi'].some((slot) => MONOSPACE_FONT.test(attribute(fonts, slot) ?? ''));
}

function runsOf(
  paragraph: Element,
  breaks?: PageBreaks,
  isPageBreak?: (part: Element) => boolean,
): Run[] {
  const runs: Run[] = [];
  for (const run of allNamed(paragraph, 'r')) {
    let text = '';
    for (const part of childElements(run)) {
      const name = localName(part);
      if (breaks && isPageBreak?.(part)) {
        if (runs.length === 0 && text === '') breaks.before += 1;
        else breaks.after += 1;
      } else if (name === 't') text += textBelow(part);
      else if (name === 'tab') text += '\t';
      else if (name === 'br' || name === 'cr') text += '\n';
    }
    if (text === '') continue;
    const properties = firstChildNamed(run, 'rPr');
    const code = isCodeRun(properties);
    runs.push({
      text,
      bold: isOn(properties, 'b'),
      italic: isOn(properties, 'i'),
      ...(code && { code }),
    });
  }
  return runs;
}

function textOf(paragraph: Element): string {
  return runsOf(paragraph)
    .map((run) => run.text)
    .join('');
}

/** Which (list, level) pairs are numbered rather than bulleted, from word/numbering.xml. */
async function numberedLists(
  archive: ZipArchive,
): Promise<(numId: string, level: string) => boolean> {
  const xml = await archive.text('word/numbering.xml');
  if (xml === null) return () => false;
  const numbering = parseXml(xml);
  const formats = new Map<string, Map<string, string>>();
  for (const abstract of allNamed(numbering, 'abstractNum')) {
    const levels = new Map<string, string>();
    for (const level of childrenNamed(abstract, 'lvl')) {
      levels.set(
        attribute(level, 'ilvl') ?? '0',
        attribute(firstChildNamed(level, 'numFmt'), 'val') ?? '',
      );
    }
    formats.set(attribute(abstract, 'abstractNumId') ?? '', levels);
  }
  const abstractOf = new Map<string, string>();
  for (const num of allNamed(numbering, 'num')) {
    abstractOf.set(
      attribute(num, 'numId') ?? '',
      attribute(firstChildNamed(num, 'abstractNumId'), 'val') ?? '',
    );
  }
  return (numId, level) => {
    const format = formats.get(abstractOf.get(numId) ?? '')?.get(level);
    return format !== undefined && format !== 'bullet' && format !== 'none';
  };
}

/** Heading level from a paragraph style: Title and Heading1 are 1, Heading4 and deeper 4. */
function headingLevel(style: string | null): 1 | 2 | 3 | 4 | null {
  if (style === null) return null;
  if (/^title$/i.test(style)) return 1;
  const match = /^heading\s?(\d)$/i.exec(style);
  if (!match) return null;
  return Math.min(4, Math.max(1, Number(match[1]))) as 1 | 2 | 3 | 4;
}

interface Context {
  archive: ZipArchive;
  builder: DocumentBuilder;
  section: Section;
  links: Map<string, string>;
  isNumbered: (numId: string, level: string) => boolean;
  isPageBreak: (part: Element) => boolean;
}

function paragraphBlock(paragraph: Element, context: Context, breaks: PageBreaks): Block | null {
  const runs = runsOf(paragraph, breaks, context.isPageBreak);
  if (runs.length === 0) return null;
  const properties = firstChildNamed(paragraph, 'pPr');
  const style = attribute(properties && firstChildNamed(properties, 'pStyle'), 'val');
  const level = headingLevel(style);
  if (level !== null) return { type: 'heading', level, runs };
  if (CODE_STYLE.test(style ?? '')) return { type: 'paragraph', runs, code: true };
  const numbering = properties && firstChildNamed(properties, 'numPr');
  if (numbering) {
    const numId = attribute(firstChildNamed(numbering, 'numId'), 'val') ?? '';
    const depth = attribute(firstChildNamed(numbering, 'ilvl'), 'val') ?? '0';
    if (numId !== '0') {
      return {
        type: 'item',
        depth: Math.min(8, Number(depth) || 0),
        ordered: context.isNumbered(numId, depth),
        runs,
      };
    }
  }
  return { type: 'paragraph', runs };
}

async function addParagraph(paragraph: Element, context: Context): Promise<boolean> {
  const breaks: PageBreaks = { before: 0, after: 0 };
  const block = paragraphBlock(paragraph, context, breaks);
  for (let page = 0; page < breaks.before; page++) context.builder.pageBreak();
  if (block && !context.builder.add(context.section, block)) return false;
  for (let page = 0; page < breaks.after; page++) context.builder.pageBreak();
  for (const drawing of allNamed(paragraph, 'drawing')) {
    const blip = allNamed(drawing, 'blip')[0];
    const picture = pictureAt(
      context.archive,
      context.builder,
      context.links.get(linkOf(blip, 'embed') ?? ''),
    );
    if (picture === null) continue;
    const alt = attribute(allNamed(drawing, 'docPr')[0], 'descr') ?? '';
    if (!context.builder.add(context.section, { type: 'picture', picture, alt })) return false;
  }
  return true;
}

function tableBlock(table: Element): Block {
  const rows = childrenNamed(table, 'tr').map((row) =>
    childrenNamed(row, 'tc').map((cell) => allNamed(cell, 'p').map(textOf).join('\n')),
  );
  return { type: 'table', rows };
}

/** Content controls nested deeper than any real form are read no further. */
const CONTROL_DEPTH = 16;

async function addBlocks(parent: Element, context: Context, depth = 0): Promise<boolean> {
  for (const child of childElements(parent)) {
    let more = true;
    const name = localName(child);
    if (name === 'p') more = await addParagraph(child, context);
    else if (name === 'tbl') more = context.builder.add(context.section, tableBlock(child));
    else if (name === 'sdt') {
      const content = firstChildNamed(child, 'sdtContent');
      if (content && depth < CONTROL_DEPTH) more = await addBlocks(content, context, depth + 1);
    }
    if (!more) return false;
  }
  return true;
}

export async function readDocx(archive: ZipArchive, builder: DocumentBuilder): Promise<void> {
  const document = parseXml(await archive.text(MAIN));
  const body = allNamed(document, 'body')[0];
  if (!body) throw new DamagedDocumentError();
  await addBlocks(body, {
    archive,
    builder,
    section: builder.section('Document'),
    links: await relationshipsOf(archive, MAIN),
    isNumbered: await numberedLists(archive),
    isPageBreak: pageBreakTest(body),
  });
}

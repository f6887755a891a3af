/**
 * The text of the zip-based formats StudyShelf accepts: .docx by page (as Word last laid it out),
 * .pptx by slide, .xlsx by sheet and .epub by chapter. Entries are read one at a time from the
 * zip's directory; an entry that says it is larger than ENTRY_LIMIT is not read at all.
 */
import {
  BlobReader,
  configure,
  TextWriter,
  ZipReader,
  type Entry,
  type FileEntry,
} from '@zip.js/zip.js';
import { TextParts } from './text-parts';
import { attributeOf, textOfElements, textOfMarkup } from './xml-text';
import { UnreadableFileError } from './unreadable-file-error';

// Inflated in small steps on this worker's own thread (a nested worker would need a blob: script).
configure({ useWebWorkers: false, chunkSize: 64 * 1024 });

/** The largest XML part read: more than any real document's, and bounded for a crafted one. */
const ENTRY_LIMIT = 16 * 1024 * 1024;

type Entries = Map<string, FileEntry>;

async function textOf(entries: Entries, path: string): Promise<string | null> {
  const entry = entries.get(path);
  if (!entry || entry.uncompressedSize > ENTRY_LIMIT) return null;
  return entry.getData(new TextWriter());
}

function numbered(entries: Entries, pattern: RegExp): string[] {
  return [...entries.keys()]
    .map((path) => ({ path, number: Number(pattern.exec(path)?.[1] ?? NaN) }))
    .filter(({ number }) => Number.isFinite(number))
    .sort((a, b) => a.number - b.number)
    .map(({ path }) => path);
}

async function readDocx(entries: Entries, parts: TextParts) {
  const xml = await textOf(entries, 'word/document.xml');
  if (xml === null) throw new UnreadableFileError('damaged');
  // Word marks where its last layout broke pages; an explicit page break is one too.
  const pages = xml.split(/<w:lastRenderedPageBreak\/>|<w:br [^>]*w:type="page"[^>]*\/>/);
  pages.forEach((page, index) => {
    const paragraphs = page.split('</w:p>').map((p) => textOfElements(p, 'w:t').join(''));
    parts.add(index + 1, paragraphs.join('\n'));
  });
}

async function readPptx(entries: Entries, parts: TextParts) {
  const slides = numbered(entries, /^ppt\/slides\/slide(\d+)\.xml$/);
  for (const [index, path] of slides.entries()) {
    const xml = await textOf(entries, path);
    if (xml !== null && !parts.add(index + 1, textOfElements(xml, 'a:t').join(' '))) break;
  }
}

async function readXlsx(entries: Entries, parts: TextParts) {
  const shared = textOfElementsOf(await textOf(entries, 'xl/sharedStrings.xml'), 'si').map((item) =>
    textOfElements(item, 't').join(''),
  );
  const sheets = numbered(entries, /^xl\/worksheets\/sheet(\d+)\.xml$/);
  for (const [index, path] of sheets.entries()) {
    const xml = await textOf(entries, path);
    if (xml === null) continue;
    const cells = Array.from(
      xml.matchAll(/<c\b([^>]*)>([\s\S]*?)<\/c>/g),
      ([, attributes = '', inner = '']) => {
        if (/\st="s"/.test(attributes)) return shared[Number(textOfElements(inner, 'v')[0])] ?? '';
        if (/\st="inlineStr"/.test(attributes)) return textOfElements(inner, 't').join('');
        return textOfElements(inner, 'v').join('');
      },
    );
    if (!parts.add(index + 1, cells.join(' '))) break;
  }
}

/** The raw inner markup of each `<tag>` element (for shared strings, whose runs are nested). */
function textOfElementsOf(xml: string | null, tag: string): string[] {
  if (xml === null) return [];
  return Array.from(
    xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g')),
    (m) => m[1] ?? '',
  );
}

function resolve(base: string, href: string): string {
  const folder = base.includes('/') ? base.slice(0, base.lastIndexOf('/') + 1) : '';
  const segments: string[] = [];
  for (const segment of (folder + decodeURIComponent(href.split('#')[0] ?? '')).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

async function readEpub(entries: Entries, parts: TextParts) {
  const container = (await textOf(entries, 'META-INF/container.xml')) ?? '';
  const rootTag = /<rootfile\b[^>]*>/.exec(container)?.[0] ?? '';
  const opfPath = attributeOf(rootTag, 'full-path');
  const opf = opfPath === null ? null : await textOf(entries, opfPath);
  if (opfPath === null || opf === null) throw new UnreadableFileError('damaged');
  const hrefs = new Map<string, string>();
  for (const [tag] of opf.matchAll(/<item\b[^>]*>/g)) {
    const id = attributeOf(tag, 'id');
    const href = attributeOf(tag, 'href');
    if (id !== null && href !== null) hrefs.set(id, resolve(opfPath, href));
  }
  const spine = Array.from(opf.matchAll(/<itemref\b[^>]*>/g), ([tag]) => attributeOf(tag, 'idref'));
  let chapter = 0;
  for (const idref of spine) {
    const path = idref === null ? undefined : hrefs.get(idref);
    const markup = path === undefined ? null : await textOf(entries, path);
    if (markup === null) continue;
    chapter += 1;
    if (!parts.add(chapter, textOfMarkup(markup))) break;
  }
}

const READERS = { docx: readDocx, pptx: readPptx, xlsx: readXlsx, epub: readEpub } as const;
export type ZipFormat = keyof typeof READERS;

export function isZipFormat(extension: string): extension is ZipFormat {
  return extension in READERS;
}

export async function readZipText(blob: Blob, format: ZipFormat): Promise<TextParts> {
  const reader = new ZipReader(new BlobReader(blob));
  let entries: Entry[];
  try {
    entries = await reader.getEntries();
  } catch (error) {
    throw new UnreadableFileError('damaged', { cause: error });
  }
  const files: Entries = new Map();
  for (const entry of entries) if (!entry.directory) files.set(entry.filename, entry);
  const parts = new TextParts();
  try {
    await READERS[format](files, parts);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError('damaged', { cause: error });
  } finally {
    await reader.close();
  }
  return parts;
}

/**
 * The text of the zip-based formats StudyShelf accepts: .docx by page (as Word last laid it out),
 * .pptx by slide, .xlsx by sheet and .epub by chapter, through the bounded zip archive reader.
 */
import {
  DamagedArchiveError,
  numberedParts,
  openZipArchive,
  resolvePart,
  type ZipArchive,
} from '../../../shared/zip-archive';
import type { ByteSource } from '../../../shared/byte-source';
import { TextParts } from './text-parts';
import { attributeOf, textOfElements, textOfMarkup } from './xml-text';
import { UnreadableFileError } from './unreadable-file-error';

async function readDocx(archive: ZipArchive, parts: TextParts) {
  const xml = await archive.text('word/document.xml');
  if (xml === null) throw new UnreadableFileError('damaged');
  // Word marks where its last layout broke pages; an explicit page break is one too.
  const pages = xml.split(/<w:lastRenderedPageBreak\/>|<w:br [^>]*w:type="page"[^>]*\/>/);
  pages.forEach((page, index) => {
    const paragraphs = page.split('</w:p>').map((p) => textOfElements(p, 'w:t').join(''));
    parts.add(index + 1, paragraphs.join('\n'));
  });
}

async function readPptx(archive: ZipArchive, parts: TextParts) {
  const slides = numberedParts(archive.paths, /^ppt\/slides\/slide(\d+)\.xml$/);
  for (const [index, path] of slides.entries()) {
    const xml = await archive.text(path);
    if (xml !== null && !parts.add(index + 1, textOfElements(xml, 'a:t').join(' '))) break;
  }
}

async function readXlsx(archive: ZipArchive, parts: TextParts) {
  const shared = textOfElementsOf(await archive.text('xl/sharedStrings.xml'), 'si').map((item) =>
    textOfElements(item, 't').join(''),
  );
  const sheets = numberedParts(archive.paths, /^xl\/worksheets\/sheet(\d+)\.xml$/);
  for (const [index, path] of sheets.entries()) {
    const xml = await archive.text(path);
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

async function readEpub(archive: ZipArchive, parts: TextParts) {
  const container = (await archive.text('META-INF/container.xml')) ?? '';
  const rootTag = /<rootfile\b[^>]*>/.exec(container)?.[0] ?? '';
  const opfPath = attributeOf(rootTag, 'full-path');
  const opf = opfPath === null ? null : await archive.text(opfPath);
  if (opfPath === null || opf === null) throw new UnreadableFileError('damaged');
  const hrefs = new Map<string, string>();
  for (const [tag] of opf.matchAll(/<item\b[^>]*>/g)) {
    const id = attributeOf(tag, 'id');
    const href = attributeOf(tag, 'href');
    if (id !== null && href !== null) hrefs.set(id, resolvePart(opfPath, href));
  }
  const spine = Array.from(opf.matchAll(/<itemref\b[^>]*>/g), ([tag]) => attributeOf(tag, 'idref'));
  let chapter = 0;
  for (const idref of spine) {
    const path = idref === null ? undefined : hrefs.get(idref);
    const markup = path === undefined ? null : await archive.text(path);
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

export async function readZipText(file: ByteSource, format: ZipFormat): Promise<TextParts> {
  let archive: ZipArchive;
  try {
    archive = await openZipArchive(file);
  } catch (error) {
    if (error instanceof DamagedArchiveError)
      throw new UnreadableFileError('damaged', { cause: error });
    throw error;
  }
  const parts = new TextParts();
  try {
    await READERS[format](archive, parts);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError('damaged', { cause: error });
  } finally {
    await archive.close();
  }
  return parts;
}

/**
 * An e-book (.epub) as chapters in reading order, each titled from the book's table of contents
 * (EPUB 3's nav document or EPUB 2's NCX), read through the allow-list of `markup-blocks`:
 * nothing of a chapter's script, style or links is kept, and pictures come from inside the book.
 */
import { resolvePart, type ZipArchive } from '../zip-archive';
import type { DocumentBuilder, InnerLink } from './document-model';
import { pictureAt } from './document-parts';
import { addMarkupBlocks } from './markup-blocks';
import {
  allNamed,
  attribute,
  DamagedDocumentError,
  parseChapter,
  parseXml,
  textOf,
} from './xml-tree';

interface Manifest {
  spine: string[];
  navPath: string | undefined;
  ncxPath: string | undefined;
}

async function manifestOf(archive: ZipArchive): Promise<Manifest> {
  const container = parseXml(await archive.text('META-INF/container.xml'));
  const opfPath = attribute(allNamed(container, 'rootfile')[0], 'full-path');
  if (opfPath === null) throw new DamagedDocumentError();
  const opf = parseXml(await archive.text(opfPath));
  const hrefs = new Map<string, string>();
  let navPath: string | undefined;
  for (const item of allNamed(opf, 'item')) {
    const id = attribute(item, 'id');
    const href = attribute(item, 'href');
    if (id === null || href === null) continue;
    hrefs.set(id, resolvePart(opfPath, href));
    if ((attribute(item, 'properties') ?? '').split(/\s+/).includes('nav')) {
      navPath = resolvePart(opfPath, href);
    }
  }
  const spineElement = allNamed(opf, 'spine')[0];
  const spine = allNamed(opf, 'itemref')
    .filter((ref) => attribute(ref, 'linear') !== 'no')
    .map((ref) => hrefs.get(attribute(ref, 'idref') ?? ''))
    .filter((path): path is string => path !== undefined);
  const ncxPath = hrefs.get(attribute(spineElement, 'toc') ?? '');
  return { spine, navPath, ncxPath };
}

/** Chapter path → its title in the book's table of contents (the first entry naming it). */
async function titlesOf(archive: ZipArchive, manifest: Manifest): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const name = (path: string, title: string | null | undefined) => {
    const text = title?.replace(/\s+/g, ' ').trim();
    if (text && !titles.has(path)) titles.set(path, text.slice(0, 200));
  };
  try {
    if (manifest.navPath) {
      const markup = await archive.text(manifest.navPath);
      const nav = markup === null ? null : parseChapter(markup);
      for (const link of nav ? allNamed(nav, 'a') : []) {
        const href = attribute(link, 'href');
        if (href) name(resolvePart(manifest.navPath, href), textOf(link));
      }
    } else if (manifest.ncxPath) {
      const ncx = parseXml(await archive.text(manifest.ncxPath));
      for (const point of allNamed(ncx, 'navPoint')) {
        const src = attribute(allNamed(point, 'content')[0], 'src');
        if (src) name(resolvePart(manifest.ncxPath, src), textOf(allNamed(point, 'text')[0]));
      }
    }
  } catch {
    // A damaged table of contents costs the chapters their titles, not the book its text.
  }
  return titles;
}

/** A reference with a scheme (`https:`, `javascript:`, `data:`): never one of the book's parts. */
const isAddress = (reference: string) => /^[a-z][a-z0-9+.-]*:/i.test(reference);

/** Where a chapter's link leads inside the book: a chapter, at an anchor; null for one out of it. */
export function innerLink(chapter: string, href: string): InnerLink | null {
  if (isAddress(href) || href.startsWith('//')) return null;
  const hash = href.indexOf('#');
  const anchor = hash < 0 ? null : decodeAnchor(href.slice(hash + 1));
  const part = hash === 0 ? chapter : resolvePart(chapter, href);
  return part === '' ? null : { part, anchor: anchor || null };
}

function decodeAnchor(anchor: string): string {
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

export async function readEpub(archive: ZipArchive, builder: DocumentBuilder): Promise<void> {
  const manifest = await manifestOf(archive);
  const titles = await titlesOf(archive, manifest);
  for (const [index, path] of manifest.spine.entries()) {
    if (builder.full) {
      builder.leaveOut();
      break;
    }
    const markup = await archive.text(path);
    if (markup === null) continue;
    const section = builder.section(titles.get(path) ?? `Chapter ${index + 1}`);
    section.part = path;
    const chapter = parseChapter(markup);
    const picture = (src: string) =>
      isAddress(src) || src === '' ? null : pictureAt(archive, builder, resolvePart(path, src));
    const link = (href: string) => innerLink(path, href);
    if (!(await addMarkupBlocks(chapter, { builder, section, picture, link }))) break;
  }
  if (manifest.spine.length === 0) throw new DamagedDocumentError();
}

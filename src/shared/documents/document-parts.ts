/** What the document readers share: a package's relationships and its pictures. */
import { resolvePart, type ZipArchive } from '../zip-archive';
import type { DocumentBuilder } from './document-model';
import { allNamed, attribute, attributeIn, parseXml, type Element } from './xml-tree';

/** Picture types every browser draws; others (EMF, WMF, TIFF) are left out of the view. */
const PICTURE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A relationship id an element names (`r:id`, `r:embed`). By namespace first: a slide's `sldId`
 * has a plain `id` of its own beside its `r:id`.
 */
export function linkOf(element: Element | undefined, name: string): string | null {
  return attributeIn(element, RELATIONSHIPS, name) ?? attribute(element, name);
}

/** A part's relationships (from `_rels/<part>.rels`): id → part path; links out are left out. */
export async function relationshipsOf(
  archive: ZipArchive,
  part: string,
): Promise<Map<string, string>> {
  const slash = part.lastIndexOf('/');
  const xml = await archive.text(`${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`);
  const targets = new Map<string, string>();
  if (xml === null) return targets;
  for (const relationship of allNamed(parseXml(xml), 'Relationship')) {
    const id = attribute(relationship, 'Id');
    const target = attribute(relationship, 'Target');
    if (id === null || target === null || attribute(relationship, 'TargetMode') === 'External') {
      continue;
    }
    targets.set(id, resolvePart(part, target));
  }
  return targets;
}

/** The picture at `path` inside the file, kept by `builder`: its index, or null if not shown. */
export function pictureAt(
  archive: ZipArchive,
  builder: DocumentBuilder,
  path: string | undefined,
): number | null {
  const extension = path?.slice(path.lastIndexOf('.') + 1).toLowerCase() ?? '';
  const type = PICTURE_TYPES[extension];
  if (path === undefined || type === undefined || !archive.hasBytes(path)) return null;
  return builder.picture(() => archive.bytes(path, type));
}

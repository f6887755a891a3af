/**
 * A slide deck (.pptx) as an outline: each slide's title, text, tables and pictures in their
 * order, under the deck's own thumbnail when it carries one. No free renderer draws slides as
 * PowerPoint does; the outline is what a student revises from.
 */
import { numberedParts, type ZipArchive } from '../zip-archive';
import type { DocumentBuilder, Run, Section } from './document-model';
import { linkOf, pictureAt, relationshipsOf } from './document-parts';
import {
  allNamed,
  attribute,
  childElements,
  childrenNamed,
  elementNamespace,
  firstChildNamed,
  localName,
  parseXml,
  textOf,
  type Element,
} from './xml-tree';

const DRAWING = 'http://schemas.openxmlformats.org/drawingml/2006/main';

/** Groups nested deeper than any real slide's are read no further. */
const GROUP_DEPTH = 16;

const DECK = 'ppt/presentation.xml';

/** The slides' parts in the deck's order, or by their numbers when the deck does not say. */
async function slidePaths(archive: ZipArchive): Promise<string[]> {
  const xml = await archive.text(DECK);
  if (xml !== null) {
    const links = await relationshipsOf(archive, DECK);
    const parts = new Set(archive.paths);
    const ordered = allNamed(parseXml(xml), 'sldId')
      .map((slide) => links.get(linkOf(slide, 'id') ?? ''))
      .filter((path): path is string => path !== undefined && parts.has(path));
    if (ordered.length > 0) return ordered;
  }
  return numberedParts(archive.paths, /^ppt\/slides\/slide(\d+)\.xml$/);
}

function runsOf(paragraph: Element): Run[] {
  return allNamed(paragraph, 'r')
    .map((run) => {
      const properties = firstChildNamed(run, 'rPr');
      return {
        text: textOf(firstChildNamed(run, 't')),
        bold: attribute(properties, 'b') === '1',
        italic: attribute(properties, 'i') === '1',
      };
    })
    .filter((run) => run.text !== '');
}

function isTitle(shape: Element): boolean {
  const placeholder = allNamed(shape, 'ph')[0];
  const type = attribute(placeholder, 'type');
  return type === 'title' || type === 'ctrTitle';
}

interface Slide {
  archive: ZipArchive;
  builder: DocumentBuilder;
  section: Section;
  links: Map<string, string>;
}

async function addShape(shape: Element, slide: Slide, depth = 0): Promise<boolean> {
  const { builder, section } = slide;
  switch (localName(shape)) {
    case 'sp': {
      const title = isTitle(shape);
      for (const paragraph of allNamed(shape, 'p').filter((p) => elementNamespace(p) === DRAWING)) {
        const runs = runsOf(paragraph);
        if (runs.length === 0) continue;
        const depth = Number(attribute(firstChildNamed(paragraph, 'pPr'), 'lvl') ?? 0);
        const block = title
          ? ({ type: 'heading', level: 1, runs } as const)
          : depth > 0
            ? ({ type: 'item', depth: Math.min(8, depth - 1), ordered: false, runs } as const)
            : ({ type: 'paragraph', runs } as const);
        if (!builder.add(section, block)) return false;
      }
      return true;
    }
    case 'pic': {
      const blip = allNamed(shape, 'blip')[0];
      const picture = pictureAt(
        slide.archive,
        builder,
        slide.links.get(linkOf(blip, 'embed') ?? ''),
      );
      if (picture === null) return true;
      const alt = attribute(allNamed(shape, 'cNvPr')[0], 'descr') ?? '';
      return builder.add(section, { type: 'picture', picture, alt });
    }
    case 'graphicFrame': {
      const table = allNamed(shape, 'tbl')[0];
      if (!table) return true;
      const rows = childrenNamed(table, 'tr').map((row) =>
        childrenNamed(row, 'tc').map((cell) =>
          allNamed(cell, 'p')
            .map((p) =>
              runsOf(p)
                .map((run) => run.text)
                .join(''),
            )
            .join('\n'),
        ),
      );
      return builder.add(section, { type: 'table', rows });
    }
    case 'grpSp': {
      if (depth >= GROUP_DEPTH) return true;
      for (const child of childElements(shape))
        if (!(await addShape(child, slide, depth + 1))) return false;
      return true;
    }
    default:
      return true;
  }
}

export async function readPptx(archive: ZipArchive, builder: DocumentBuilder): Promise<void> {
  const thumbnail = archive.paths.find((path) => /^docProps\/thumbnail\.(jpe?g|png)$/i.test(path));
  if (thumbnail) {
    const picture = pictureAt(archive, builder, thumbnail);
    if (picture !== null) {
      builder.add(builder.section('Deck'), {
        type: 'picture',
        picture,
        alt: 'The deck’s thumbnail',
      });
    }
  }
  for (const [index, path] of (await slidePaths(archive)).entries()) {
    if (builder.full) {
      builder.leaveOut();
      return;
    }
    // Every slide has its section, one that cannot be read too, so slide N is always the Nth.
    const section = builder.section(`Slide ${index + 1}`);
    const xml = await archive.text(path);
    if (xml === null) continue;
    const tree = allNamed(parseXml(xml), 'spTree')[0];
    if (!tree) continue;
    const slide: Slide = { archive, builder, section, links: await relationshipsOf(archive, path) };
    for (const shape of childElements(tree)) if (!(await addShape(shape, slide))) break;
  }
}

/**
 * A slide deck (.pptx): each slide as it is laid out (its text boxes, pictures and tables where
 * the deck places them, text at its size) and as an outline of its title, text, tables and
 * pictures in their order, under the deck's own thumbnail when it carries one. The outline is
 * the deck's text view and what the search index reads.
 */
import { numberedParts, type ZipArchive } from '../zip-archive';
import type {
  DocumentBuilder,
  Run,
  Section,
  SlideBox,
  SlideParagraph,
  SlideShape,
} from './document-model';
import { linkOf, pictureAt, relationshipsOf } from './document-parts';
import {
  DeckDesigns,
  groupPlacer,
  placeholderOf,
  pointsToEmu,
  slideSize,
  type Frame,
  type SlideDesign,
} from './slide-places';
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
  type Document,
  type Element,
} from './xml-tree';

const DRAWING = 'http://schemas.openxmlformats.org/drawingml/2006/main';

/** Groups nested deeper than any real slide's are read no further. */
const GROUP_DEPTH = 16;
/** Shapes drawn of one slide: far above a real slide's, low enough to bound a crafted one. */
const SHAPES_PER_SLIDE = 300;

const DECK = 'ppt/presentation.xml';

/** The slides' parts in the deck's order, or by their numbers when the deck does not say. */
async function slidePaths(archive: ZipArchive, deck: Document | null): Promise<string[]> {
  if (deck !== null) {
    const links = await relationshipsOf(archive, DECK);
    const parts = new Set(archive.paths);
    const ordered = allNamed(deck, 'sldId')
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

interface Slide {
  archive: ZipArchive;
  builder: DocumentBuilder;
  section: Section;
  links: Map<string, string>;
  design: SlideDesign;
  size: { cx: number; cy: number };
  shapes: SlideShape[];
}

/** A frame on the slide as shares of its size; null for one wholly off the slide. */
function boxOf(frame: Frame | null, { cx, cy }: Slide['size']): SlideBox | null {
  if (!frame) return null;
  const box = { x: frame.x / cx, y: frame.y / cy, width: frame.cx / cx, height: frame.cy / cy };
  const off = box.x >= 1 || box.y >= 1 || box.x + box.width <= 0 || box.y + box.height <= 0;
  return off ? null : box;
}

const ALIGNS = { ctr: 'center', r: 'right', just: 'left', l: 'left' } as const;
const ANCHORS = { ctr: 'middle', b: 'bottom', t: 'top' } as const;

/** A text shape's paragraphs as the slide draws them: size, alignment and bullet. */
function slideParagraphs(shape: Element, paragraphs: Element[], slide: Slide): SlideParagraph[] {
  const placeholder = placeholderOf(shape);
  const body = firstChildNamed(firstChildNamed(shape, 'txBody') ?? shape, 'bodyPr');
  const autofit = body && firstChildNamed(body, 'normAutofit');
  const scale = Number(attribute(autofit, 'fontScale') ?? 100_000) / 100_000;
  const fit = Number.isFinite(scale) && scale > 0.1 && scale <= 1 ? scale : 1;
  return paragraphs.flatMap((paragraph) => {
    const runs = runsOf(paragraph);
    if (runs.length === 0) return [];
    const properties = firstChildNamed(paragraph, 'pPr');
    const depth = Math.min(8, Math.max(0, Number(attribute(properties, 'lvl') ?? 0) || 0));
    const sized = allNamed(paragraph, 'rPr').map((run) => Number(attribute(run, 'sz')));
    const own = sized.find((size) => Number.isFinite(size) && size >= 100 && size <= 400_000);
    const points = (own ? own / 100 : slide.design.pointsOf(placeholder, depth)) * fit;
    const marker = properties && childElements(properties).map(localName);
    const bulleted =
      !marker?.includes('buNone') &&
      (marker?.includes('buChar') ||
        marker?.includes('buAutoNum') ||
        (placeholder?.type === 'body' && placeholder.idx !== null));
    const align = attribute(properties, 'algn');
    return [
      {
        runs,
        size: pointsToEmu(points) / slide.size.cx,
        align:
          ALIGNS[align as keyof typeof ALIGNS] ??
          (placeholder?.type === 'title' ? 'center' : 'left'),
        bullet: bulleted ? (depth === 0 ? '•' : '–') : null,
        depth,
      },
    ];
  });
}

function drawShape(slide: Slide, shape: SlideShape | null): void {
  if (shape && slide.shapes.length < SHAPES_PER_SLIDE) slide.shapes.push(shape);
}

async function addShape(
  shape: Element,
  slide: Slide,
  place: (frame: Frame) => Frame,
  depth = 0,
): Promise<boolean> {
  const { builder, section, design } = slide;
  const frame = design.frameOf(shape);
  const box = boxOf(frame && place(frame), slide.size);
  switch (localName(shape)) {
    case 'sp': {
      const title = placeholderOf(shape)?.type === 'title';
      const paragraphs = allNamed(shape, 'p').filter((p) => elementNamespace(p) === DRAWING);
      const drawn = slideParagraphs(shape, paragraphs, slide);
      if (box && drawn.length > 0) {
        const anchor = attribute(allNamed(shape, 'bodyPr')[0], 'anchor');
        drawShape(slide, {
          type: 'text',
          box,
          title,
          paragraphs: drawn,
          anchor: ANCHORS[anchor as keyof typeof ANCHORS] ?? (title ? 'middle' : 'top'),
        });
      }
      for (const paragraph of paragraphs) {
        const runs = runsOf(paragraph);
        if (runs.length === 0) continue;
        const level = Number(attribute(firstChildNamed(paragraph, 'pPr'), 'lvl') ?? 0);
        const block = title
          ? ({ type: 'heading', level: 1, runs } as const)
          : level > 0
            ? ({ type: 'item', depth: Math.min(8, level - 1), ordered: false, runs } as const)
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
      if (box) drawShape(slide, { type: 'picture', box, picture, alt });
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
      if (box) drawShape(slide, { type: 'table', box, rows });
      return builder.add(section, { type: 'table', rows });
    }
    case 'grpSp': {
      if (depth >= GROUP_DEPTH) return true;
      const inGroup = groupPlacer(shape, place);
      for (const child of childElements(shape))
        if (!(await addShape(child, slide, inGroup, depth + 1))) return false;
      return true;
    }
    default:
      return true;
  }
}

function addThumbnail(archive: ZipArchive, builder: DocumentBuilder): void {
  const thumbnail = archive.paths.find((path) => /^docProps\/thumbnail\.(jpe?g|png)$/i.test(path));
  const picture = thumbnail ? pictureAt(archive, builder, thumbnail) : null;
  if (picture === null) return;
  builder.add(builder.section('Deck'), { type: 'picture', picture, alt: 'The deck’s thumbnail' });
}

export async function readPptx(archive: ZipArchive, builder: DocumentBuilder): Promise<void> {
  addThumbnail(archive, builder);
  const deckXml = await archive.text(DECK);
  const deck = deckXml === null ? null : parseXml(deckXml);
  const size = slideSize(deck);
  const designs = new DeckDesigns(archive);
  const onSlide = (frame: Frame) => frame;
  for (const [index, path] of (await slidePaths(archive, deck)).entries()) {
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
    const links = await relationshipsOf(archive, path);
    const design = await designs.of(links);
    const slide: Slide = { archive, builder, section, links, design, size, shapes: [] };
    for (const shape of childElements(tree)) if (!(await addShape(shape, slide, onSlide))) break;
    if (slide.shapes.length > 0) section.slide = { ratio: size.cy / size.cx, shapes: slide.shapes };
  }
}

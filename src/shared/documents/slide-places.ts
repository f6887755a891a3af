/**
 * Where a slide's shapes sit and how large their text is, as PowerPoint lays them out: a shape's
 * own frame, or, for a placeholder that has none (pandoc's decks, most decks built on a theme),
 * the frame its slide layout or slide master gives that placeholder; text sizes from the run, or
 * the master's title and body styles by level.
 */
import type { ZipArchive } from '../zip-archive';
import { relationshipsOf } from './document-parts';
import {
  allNamed,
  attribute,
  childElements,
  firstChildNamed,
  localName,
  parseXml,
  type Document,
  type Element,
} from './xml-tree';

/** A frame in EMUs (914,400 to the inch). */
export interface Frame {
  x: number;
  y: number;
  cx: number;
  cy: number;
}

/** 4:3 at 10 inches wide, PowerPoint's size for a deck that names none. */
const DEFAULT_SIZE = { cx: 9_144_000, cy: 6_858_000 };
const EMU_PER_POINT = 12_700;
/** A coordinate past any real slide's (about 56 inches): a crafted one is not laid out. */
const MAX_EMU = 51_206_400;

const emu = (value: string | null): number | null => {
  const number = Number(value);
  return value !== null && Number.isFinite(number) && Math.abs(number) <= MAX_EMU ? number : null;
};

/** The slide size the deck names (`p:sldSz`), or PowerPoint's default. */
export function slideSize(presentation: Element | Document | null): { cx: number; cy: number } {
  const size = presentation ? allNamed(presentation, 'sldSz')[0] : undefined;
  const cx = emu(attribute(size, 'cx'));
  const cy = emu(attribute(size, 'cy'));
  return cx && cy && cx > 0 && cy > 0 ? { cx, cy } : DEFAULT_SIZE;
}

/** The frame an `xfrm` gives: its offset and extent. */
function frameIn(xfrm: Element | undefined): Frame | null {
  if (!xfrm) return null;
  const off = firstChildNamed(xfrm, 'off');
  const ext = firstChildNamed(xfrm, 'ext');
  const x = emu(attribute(off, 'x'));
  const y = emu(attribute(off, 'y'));
  const cx = emu(attribute(ext, 'cx'));
  const cy = emu(attribute(ext, 'cy'));
  if (x === null || y === null || cx === null || cy === null || cx <= 0 || cy <= 0) return null;
  return { x, y, cx, cy };
}

/** A shape's own frame: in its shape properties (`spPr`), or a graphic frame's `p:xfrm`. */
export function ownFrame(shape: Element): Frame | null {
  const properties = firstChildNamed(shape, 'spPr') ?? firstChildNamed(shape, 'grpSpPr');
  return frameIn(firstChildNamed(properties ?? shape, 'xfrm'));
}

/**
 * How a group places its children: their frames are in the group's own space (`chOff`,
 * `chExt`), scaled into the group's frame on the slide.
 */
export function groupPlacer(group: Element, outer: (frame: Frame) => Frame) {
  const xfrm = firstChildNamed(firstChildNamed(group, 'grpSpPr') ?? group, 'xfrm');
  const frame = frameIn(xfrm);
  const chOff = xfrm && firstChildNamed(xfrm, 'chOff');
  const chExt = xfrm && firstChildNamed(xfrm, 'chExt');
  const ox = emu(attribute(chOff, 'x')) ?? 0;
  const oy = emu(attribute(chOff, 'y')) ?? 0;
  const ex = emu(attribute(chExt, 'cx'));
  const ey = emu(attribute(chExt, 'cy'));
  if (!frame || !ex || !ey) return outer;
  const sx = frame.cx / ex;
  const sy = frame.cy / ey;
  return (child: Frame) =>
    outer({
      x: frame.x + (child.x - ox) * sx,
      y: frame.y + (child.y - oy) * sy,
      cx: child.cx * sx,
      cy: child.cy * sy,
    });
}

export interface Placeholder {
  /** Its type as a master matches it: 'title', 'body', or another ('dt', 'pic', …). */
  type: string;
  idx: string | null;
}

/** The placeholder a shape stands in for, if it is one. */
export function placeholderOf(shape: Element): Placeholder | null {
  const properties = childElements(shape).find((child) => localName(child).startsWith('nv'));
  const ph = properties && allNamed(properties, 'ph')[0];
  if (!ph) return null;
  const type = attribute(ph, 'type');
  return {
    type:
      type === 'title' || type === 'ctrTitle'
        ? 'title'
        : type === null || type === 'obj' || type === 'body' || type === 'subTitle'
          ? 'body'
          : type,
    idx: attribute(ph, 'idx'),
  };
}

/** The frames a layout or master gives its placeholders, by index and by type. */
class PlaceholderFrames {
  readonly byIdx = new Map<string, Frame>();
  readonly byType = new Map<string, Frame>();

  constructor(tree: Document | null) {
    const shapes = tree ? allNamed(tree, 'spTree')[0] : undefined;
    for (const shape of shapes ? childElements(shapes) : []) {
      const placeholder = placeholderOf(shape);
      const frame = ownFrame(shape);
      if (!placeholder || !frame) continue;
      if (placeholder.idx !== null && !this.byIdx.has(placeholder.idx)) {
        this.byIdx.set(placeholder.idx, frame);
      }
      if (!this.byType.has(placeholder.type)) this.byType.set(placeholder.type, frame);
    }
  }
}

/** Text sizes in points by level (0 to 8): the master's title style and body style. */
interface TextStyles {
  title: number[];
  body: number[];
  other: number[];
}

function levelSizes(style: Element | undefined, fallback: number): number[] {
  return Array.from({ length: 9 }, (_, level) => {
    const properties = style && firstChildNamed(style, `lvl${level + 1}pPr`);
    const size = Number(attribute(properties && firstChildNamed(properties, 'defRPr'), 'sz'));
    return Number.isFinite(size) && size >= 100 && size <= 400_000 ? size / 100 : fallback;
  });
}

function textStyles(master: Document | null): TextStyles {
  const styles = master ? allNamed(master, 'txStyles')[0] : undefined;
  const named = (name: string) => (styles ? firstChildNamed(styles, name) : undefined);
  return {
    title: levelSizes(named('titleStyle'), 44),
    body: levelSizes(named('bodyStyle'), 24),
    other: levelSizes(named('otherStyle'), 18),
  };
}

/** One slide layout with its master: what a slide built on it inherits. */
export class SlideDesign {
  private readonly layout: PlaceholderFrames;
  private readonly master: PlaceholderFrames;
  private readonly styles: TextStyles;

  constructor(layout: Document | null, master: Document | null) {
    this.layout = new PlaceholderFrames(layout);
    this.master = new PlaceholderFrames(master);
    this.styles = textStyles(master);
  }

  /** Where a shape sits: its own frame, else its placeholder's in the layout, then the master. */
  frameOf(shape: Element): Frame | null {
    const own = ownFrame(shape);
    if (own) return own;
    const placeholder = placeholderOf(shape);
    if (!placeholder) return null;
    const { idx, type } = placeholder;
    return (
      (idx !== null ? this.layout.byIdx.get(idx) : undefined) ??
      this.layout.byType.get(type) ??
      this.master.byType.get(type) ??
      (idx !== null ? this.master.byIdx.get(idx) : undefined) ??
      null
    );
  }

  /** A paragraph's text size in points when its runs name none. */
  pointsOf(placeholder: Placeholder | null, level: number): number {
    const sizes =
      placeholder?.type === 'title'
        ? this.styles.title
        : placeholder?.type === 'body'
          ? this.styles.body
          : this.styles.other;
    return sizes[Math.min(8, Math.max(0, level))] ?? 18;
  }
}

/**
 * Each slide's design, made once per slide layout of the deck: a deck of 300 slides on 3 layouts
 * reads and parses 3 layouts and their master, not 300.
 */
export class DeckDesigns {
  private readonly designs = new Map<string, Promise<SlideDesign>>();

  constructor(private readonly archive: ZipArchive) {}

  private async tree(path: string | undefined): Promise<Document | null> {
    const xml = path === undefined ? null : await this.archive.text(path);
    return xml === null ? null : parseXml(xml);
  }

  private async design(layout: string | undefined): Promise<SlideDesign> {
    const layoutLinks = layout
      ? await relationshipsOf(this.archive, layout)
      : new Map<string, string>();
    const master = [...layoutLinks.values()].find((path) => /slideMasters\/[^/]+\.xml$/.test(path));
    return new SlideDesign(await this.tree(layout), await this.tree(master));
  }

  of(slideLinks: ReadonlyMap<string, string>): Promise<SlideDesign> {
    const layout = [...slideLinks.values()].find((path) => /slideLayouts\/[^/]+\.xml$/.test(path));
    const key = layout ?? '';
    let design = this.designs.get(key);
    if (!design) {
      design = this.design(layout);
      this.designs.set(key, design);
    }
    return design;
  }
}

export const pointsToEmu = (points: number): number => points * EMU_PER_POINT;

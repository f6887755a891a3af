/**
 * What the viewer draws of a Word document, a slide deck or an e-book: plain data read out of
 * the file, never its markup. The viewer builds its own elements from this, so nothing a crafted
 * file carries (a script, an event handler, a `javascript:` link, a remote style) reaches the page.
 */

/** Where a link inside the file leads: a part of it (an e-book's chapter), at an anchor. */
export interface InnerLink {
  part: string;
  anchor: string | null;
}

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** Set in a monospace font in the source: code, shown as code. */
  code?: boolean;
  /** A link to elsewhere in the file; links out of it are kept as text only. */
  link?: InnerLink;
}

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4; runs: Run[] }
  /** `code`: a paragraph of a code block (its lines and spaces kept, in a monospace font). */
  | { type: 'paragraph'; runs: Run[]; code?: boolean }
  /** One item of a list; `depth` 0 is the outermost. */
  | { type: 'item'; depth: number; ordered: boolean; runs: Run[] }
  /** Each cell's text, its paragraphs on lines of their own. */
  | { type: 'table'; rows: string[][] }
  /** A picture from inside the file: an index into the document's `pictures`. */
  | { type: 'picture'; picture: number; alt: string };

/** Where a shape sits on its slide: shares of the slide's width and height from its top left. */
export interface SlideBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SlideParagraph {
  runs: Run[];
  /** The text's size as a share of the slide's width: drawn to scale at any width. */
  size: number;
  align: 'left' | 'center' | 'right';
  /** The bullet it is set with, if any. */
  bullet: string | null;
  /** Its list level, 0 the outermost. */
  depth: number;
}

export type SlideShape =
  | {
      type: 'text';
      box: SlideBox;
      /** The slide's title: drawn as its heading. */
      title: boolean;
      paragraphs: SlideParagraph[];
      anchor: 'top' | 'middle' | 'bottom';
    }
  | { type: 'picture'; box: SlideBox; picture: number; alt: string }
  | { type: 'table'; box: SlideBox; rows: string[][] };

/** A slide as it is laid out: its height over its width, and its shapes back to front. */
export interface SlideDrawing {
  ratio: number;
  shapes: SlideShape[];
}

/** A part shown on its own: a slide, a chapter, or the whole of a Word document. */
export interface Section {
  title: string;
  blocks: Block[];
  /** A slide's layout, where the deck gives its shapes' places. */
  slide?: SlideDrawing;
  /** The file's part it was read from (an e-book's chapter), which links name. */
  part?: string;
  /** The block each anchor (an element's id) in it is in, for a link to that anchor. */
  anchors?: Map<string, number>;
}

export interface ReadDocument {
  sections: Section[];
  /**
   * The pictures 'picture' blocks name, in order; null for one that could not be read. Read
   * after the blocks: a document first shown without them has none yet.
   */
  pictures: (Blob | null)[];
  /**
   * Where each page after the first starts, as the index of its first block in the document's
   * run of blocks: the pages a Word document was last laid out on. Empty for other formats.
   */
  pageStarts: number[];
  /** Whether some of the file was left out to stay within the reader's limits. */
  cut: boolean;
}

export interface DocumentLimits {
  blocks: number;
  pictures: number;
  tableCells: number;
}

/** Bounds on what is drawn of one file: a crafted file of a million paragraphs draws this much. */
export const VIEWER_LIMITS: DocumentLimits = {
  blocks: 5000,
  pictures: 200,
  tableCells: 20_000,
};

/**
 * Bounds on what the search index reads of one file: every block a real book has, no pictures.
 * The index's own cap on a file's text (MAX_TEXT_CHARS) comes well before them.
 */
export const INDEX_LIMITS: DocumentLimits = {
  blocks: 1_000_000,
  pictures: 0,
  tableCells: 1_000_000,
};

/** Collects a document's blocks and pictures within its limits. */
export class DocumentBuilder {
  private readonly sections: Section[] = [];
  private readonly pictureReads: (() => Promise<Blob | null>)[] = [];
  private readonly pageStarts: number[] = [];
  private blocks = 0;
  private cells = 0;
  private cut = false;

  constructor(private readonly limits: DocumentLimits = VIEWER_LIMITS) {}

  get full(): boolean {
    return this.blocks >= this.limits.blocks;
  }

  /** The blocks added from now on are on a new page (a page may hold no block). */
  pageBreak(): void {
    this.pageStarts.push(this.blocks);
  }

  section(title: string): Section {
    const section: Section = { title, blocks: [] };
    this.sections.push(section);
    return section;
  }

  /** Adds `block` to `section`; false (and the document marked cut) once the limit is reached. */
  add(section: Section, block: Block): boolean {
    if (block.type === 'table') {
      const cells = block.rows.reduce((sum, row) => sum + row.length, 0);
      if (this.cells + cells > this.limits.tableCells) return this.leaveOut();
      this.cells += cells;
    }
    if (this.full) return this.leaveOut();
    this.blocks += 1;
    section.blocks.push(block);
    return true;
  }

  /**
   * The index a 'picture' block names, or null when no more pictures are kept. Its bytes are
   * read by `readPictures`, after the blocks: text shows first, and a left-out picture is never
   * inflated.
   */
  picture(read: () => Promise<Blob | null>): number | null {
    if (this.pictureReads.length >= this.limits.pictures) {
      if (this.limits.pictures > 0) this.leaveOut();
      return null;
    }
    this.pictureReads.push(read);
    return this.pictureReads.length - 1;
  }

  /** Every kept picture's bytes, one after another; null for one that could not be read. */
  async readPictures(): Promise<(Blob | null)[]> {
    const pictures: (Blob | null)[] = [];
    for (const read of this.pictureReads) pictures.push(await read().catch(() => null));
    return pictures;
  }

  leaveOut(): false {
    this.cut = true;
    return false;
  }

  done(): ReadDocument {
    return {
      sections: this.sections,
      pictures: [],
      pageStarts: this.pageStarts,
      cut: this.cut,
    };
  }
}

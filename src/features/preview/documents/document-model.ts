/**
 * What the viewer draws of a Word document, a slide deck or an e-book: plain data read out of
 * the file, never its markup. The viewer builds its own elements from this, so nothing a crafted
 * file carries (a script, an event handler, a `javascript:` link, a remote style) reaches the page.
 */

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4; runs: Run[] }
  | { type: 'paragraph'; runs: Run[] }
  /** One item of a list; `depth` 0 is the outermost. */
  | { type: 'item'; depth: number; ordered: boolean; runs: Run[] }
  /** Each cell's text, its paragraphs on lines of their own. */
  | { type: 'table'; rows: string[][] }
  /** A picture from inside the file: an index into the document's `pictures`. */
  | { type: 'picture'; picture: number; alt: string };

/** A part shown on its own: a slide, a chapter, or the whole of a Word document. */
export interface Section {
  title: string;
  blocks: Block[];
}

export interface ReadDocument {
  sections: Section[];
  pictures: Blob[];
  /** Whether some of the file was left out to keep the viewer quick (see DOCUMENT_LIMITS). */
  cut: boolean;
}

/** Bounds on what is drawn of one file: a crafted file of a million paragraphs draws this much. */
export const DOCUMENT_LIMITS = {
  blocks: 5000,
  pictures: 200,
  tableCells: 20_000,
} as const;

/** Collects a document's blocks and pictures within DOCUMENT_LIMITS. */
export class DocumentBuilder {
  private readonly sections: Section[] = [];
  private readonly pictures: Blob[] = [];
  private blocks = 0;
  private cells = 0;
  private cut = false;

  get full(): boolean {
    return this.blocks >= DOCUMENT_LIMITS.blocks;
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
      if (this.cells + cells > DOCUMENT_LIMITS.tableCells) return this.leaveOut();
      this.cells += cells;
    }
    if (this.full) return this.leaveOut();
    this.blocks += 1;
    section.blocks.push(block);
    return true;
  }

  /** The picture's index for a 'picture' block, or null when no more are kept. */
  picture(bytes: Blob): number | null {
    if (this.pictures.length >= DOCUMENT_LIMITS.pictures) {
      this.leaveOut();
      return null;
    }
    this.pictures.push(bytes);
    return this.pictures.length - 1;
  }

  leaveOut(): false {
    this.cut = true;
    return false;
  }

  done(): ReadDocument {
    return { sections: this.sections, pictures: this.pictures, cut: this.cut };
  }
}

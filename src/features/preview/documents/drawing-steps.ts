import type { Block } from '../../../shared/documents/document-model';

/**
 * Units of drawing per task: a paragraph, heading, list item or picture is one, a table row one
 * per CELLS_PER_UNIT cells. 150 paragraphs, or about 450 table cells, draw well within a frame's
 * budget; a 20,000-cell table drawn at once held the page for over half a second.
 */
export const UNITS_PER_STEP = 150;
const CELLS_PER_UNIT = 3;

function rowWeight(row: readonly string[]): number {
  return Math.max(1, Math.ceil(row.length / CELLS_PER_UNIT));
}

function blockWeight(block: Block): number {
  if (block.type !== 'table') return 1;
  let weight = 0;
  for (const row of block.rows) weight += rowWeight(row);
  return Math.max(1, weight);
}

/** How much of a run of blocks is drawn: whole blocks, then the first rows of a table. */
export interface DrawnPart {
  blocks: number;
  /** Rows of `blocks[blocks]`, a table drawn in part; 0 when no block is drawn in part. */
  rows: number;
}

/**
 * Where each section and block starts in units of drawing, so that a count of units drawn so
 * far says how much of each section to show.
 */
export class DrawingSteps {
  /** Per section, where each of its blocks starts (and, last, where the section ends). */
  private readonly blockStarts: number[][];
  readonly total: number;

  constructor(private readonly sections: readonly { blocks: readonly Block[] }[]) {
    let at = 0;
    this.blockStarts = sections.map((section) => {
      const starts = [at];
      for (const block of section.blocks) {
        at += blockWeight(block);
        starts.push(at);
      }
      return starts;
    });
    this.total = at;
  }

  /** Where section `index` starts, in units. */
  sectionStart(index: number): number {
    return this.blockStarts[index]?.[0] ?? this.total;
  }

  /** Where block `block` of section `index` starts, in units. */
  blockStart(index: number, block: number): number {
    return this.blockStarts[index]?.[block] ?? this.total;
  }

  /** Whether any of section `index` is drawn once `units` are; an empty one is once reached. */
  reached(index: number, units: number): boolean {
    const start = this.sectionStart(index);
    const blocks = this.sections[index]?.blocks.length ?? 0;
    return start < units || (start === units && blocks === 0);
  }

  /** How much of section `index` is drawn once `units` of the whole are. */
  drawnOf(index: number, units: number): DrawnPart {
    const starts = this.blockStarts[index] ?? [0];
    const blocks = this.sections[index]?.blocks ?? [];
    // The last block that starts at or before `units`; every block before it is whole.
    let low = 0;
    let high = blocks.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? Infinity) <= units) low = middle;
      else high = middle - 1;
    }
    const block = blocks[low];
    if (block?.type !== 'table') return { blocks: low, rows: 0 };
    let left = units - (starts[low] ?? 0);
    let rows = 0;
    for (const row of block.rows) {
      left -= rowWeight(row);
      if (left < 0) break;
      rows += 1;
    }
    return { blocks: low, rows };
  }
}

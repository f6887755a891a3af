/**
 * The words of a read document or workbook, part by part, for search: a Word document's by the
 * pages Word last laid it out on, a deck's by slide, a book's by chapter, a workbook's by sheet.
 * The same model the viewer draws, so a hit's part is the one the viewer opens at.
 */
import type { Block, ReadDocument } from './document-model';
import type { Sheet, TableBounds } from './read-xlsx';

export interface PartText {
  /** 1-based page, slide, chapter or sheet. */
  part: number;
  text: string;
}

/** What the index reads of a sheet: every cell a real workbook has, in a bounded table. */
export const INDEX_TABLE_BOUNDS: TableBounds = {
  rows: 1_048_576,
  columns: 16_384,
  cells: 1_000_000,
};

function blockText(block: Block): string {
  switch (block.type) {
    case 'table':
      return block.rows.map((row) => row.join('\n')).join('\n');
    case 'picture':
      return block.alt;
    default:
      return block.runs.map((run) => run.text).join('');
  }
}

const textOf = (blocks: readonly Block[]) => blocks.map(blockText).join('\n');

/** Parts in order; a generator, so a reader that has enough stops the rest being joined. */
export function* documentText(document: ReadDocument): Generator<PartText> {
  const [only] = document.sections;
  if (document.sections.length === 1 && only) {
    // One part laid out on pages (a Word document): a page may start and hold no block.
    const starts = [0, ...document.pageStarts, only.blocks.length];
    for (let page = 0; page + 1 < starts.length; page++) {
      yield { part: page + 1, text: textOf(only.blocks.slice(starts[page], starts[page + 1])) };
    }
    return;
  }
  for (const [index, section] of document.sections.entries()) {
    yield { part: index + 1, text: textOf(section.blocks) };
  }
}

export function* workbookText(sheets: readonly Sheet[]): Generator<PartText> {
  for (const [index, sheet] of sheets.entries()) {
    yield { part: index + 1, text: sheet.table.rows.map((row) => row.join(' ')).join('\n') };
  }
}

/**
 * What a preview reads out of a file before drawing it, by kind: a CSV's table, a document's
 * blocks, a workbook's sheets. One function, so the worker that reads off the page and the
 * page itself (where no worker can start) read alike.
 */
import type { ReadDocument } from '../../shared/documents/document-model';
import { readDocument, readWorkbook } from '../../shared/documents/read-document';
import type { Sheet, TableBounds } from '../../shared/documents/read-xlsx';
import { readCsvTable, type CsvTable } from './csv-table';
import { CSV_PREVIEW_CELLS, CSV_PREVIEW_COLUMNS, CSV_PREVIEW_ROWS } from './preview-type';

export interface PreviewReads {
  csv: CsvTable;
  docx: ReadDocument;
  pptx: ReadDocument;
  epub: ReadDocument;
  xlsx: Sheet[];
}

export type PreviewReadKind = keyof PreviewReads;

/** A workbook's sheets within the same bounds as a CSV's table. */
const SHEET_BOUNDS: TableBounds = {
  rows: CSV_PREVIEW_ROWS,
  columns: CSV_PREVIEW_COLUMNS,
  cells: CSV_PREVIEW_CELLS,
};

type Shown = (sofar: PreviewReads[PreviewReadKind]) => void;

async function read(
  kind: PreviewReadKind,
  blob: Blob,
  show?: Shown,
): Promise<PreviewReads[PreviewReadKind]> {
  switch (kind) {
    case 'csv':
      return readCsvTable(blob);
    case 'xlsx':
      return readWorkbook(blob, SHEET_BOUNDS);
    default:
      return readDocument(blob, kind, { onBlocks: show });
  }
}

/** What the preview of `kind` draws; a document is shown (`show`) before its pictures are read. */
export function readForPreview<K extends PreviewReadKind>(
  kind: K,
  blob: Blob,
  show?: (sofar: PreviewReads[K]) => void,
): Promise<PreviewReads[K]> {
  // The switch answers each kind with its own type; TypeScript cannot narrow K through it.
  return read(kind, blob, show as Shown | undefined) as Promise<PreviewReads[K]>;
}

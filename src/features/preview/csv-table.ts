/**
 * A CSV's first rows and columns as a table, within a cell budget: what the preview draws. Pure,
 * so the worker that reads a CSV off the main thread and the tests share it.
 */
import Papa from 'papaparse';
import type { Table as CsvTable } from '../../shared/documents/read-xlsx';
import {
  CSV_PREVIEW_CELLS,
  CSV_PREVIEW_COLUMNS,
  CSV_PREVIEW_ROWS,
  TEXT_PREVIEW_BYTES,
} from './preview-type';

export type { Table as CsvTable } from '../../shared/documents/read-xlsx';

/**
 * The first rows and columns of a CSV, within the cell budget; a row cut off by the end of the
 * text read is dropped.
 */
export function parseTable(text: string, cut: boolean): CsvTable {
  const { data } = Papa.parse<string[]>(text, { preview: CSV_PREVIEW_ROWS, skipEmptyLines: true });
  const whole = cut && data.length < CSV_PREVIEW_ROWS ? data.slice(0, -1) : data;
  const widest = whole.reduce((most, row) => Math.max(most, row.length), 0);
  const columns = Math.min(widest, CSV_PREVIEW_COLUMNS);
  const rowBudget = Math.max(1, Math.floor(CSV_PREVIEW_CELLS / Math.max(columns, 1)));
  const rows = whole.slice(0, rowBudget).map((row) => row.slice(0, columns));
  return {
    rows,
    moreRows: cut || data.length >= CSV_PREVIEW_ROWS || rows.length < whole.length,
    moreColumns: widest > columns,
  };
}

/** The table of a CSV file's first 1 MB (the part a preview reads). */
export async function readCsvTable(blob: Blob): Promise<CsvTable> {
  const text = await blob.slice(0, TEXT_PREVIEW_BYTES).text();
  return parseTable(text, blob.size > TEXT_PREVIEW_BYTES);
}

/**
 * A workbook (.xlsx) as the viewer draws it: each sheet's first rows and columns as text, within
 * the same bounds as a CSV preview. Cells show their stored values (a date as Excel's serial
 * number, a formula as its last result); no formula is evaluated.
 */
import type { ZipArchive } from '../../../shared/zip-archive';
import type { CsvTable } from '../csv-table';
import { CSV_PREVIEW_CELLS, CSV_PREVIEW_COLUMNS, CSV_PREVIEW_ROWS } from '../preview-type';
import { linkOf, relationshipsOf } from './document-parts';
import {
  allNamed,
  attribute,
  childrenNamed,
  DamagedDocumentError,
  firstChildNamed,
  parseXml,
} from './parse-xml';

const BOOK = 'xl/workbook.xml';

export interface Sheet {
  name: string;
  table: CsvTable;
}

/** Column letters of a cell reference ("AB12") as a 0-based index; null when there are none. */
export function columnOf(reference: string | null): number | null {
  const letters = /^([A-Z]{1,3})\d/.exec(reference ?? '')?.[1];
  if (letters === undefined) return null;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

function textOf(element: Element | undefined): string {
  return element === undefined
    ? ''
    : allNamed(element, 't')
        .map((t) => t.textContent ?? '')
        .join('');
}

function cellValue(cell: Element, shared: readonly string[]): string {
  const type = attribute(cell, 't');
  const value = firstChildNamed(cell, 'v')?.textContent ?? '';
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'inlineStr') return textOf(firstChildNamed(cell, 'is'));
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

function tableOf(sheet: Document, shared: readonly string[]): CsvTable {
  const rows: string[][] = [];
  let widest = 0;
  let cells = 0;
  let moreRows = false;
  for (const row of allNamed(sheet, 'row')) {
    const number = Number(attribute(row, 'r') ?? rows.length + 1);
    // Gaps between rows are kept (empty rows), up to the preview's bounds.
    const index = Number.isInteger(number) && number > rows.length ? number - 1 : rows.length;
    if (index >= CSV_PREVIEW_ROWS || cells >= CSV_PREVIEW_CELLS) {
      moreRows = true;
      break;
    }
    while (rows.length < index) rows.push([]);
    const values: string[] = [];
    for (const cell of childrenNamed(row, 'c')) {
      const column = columnOf(attribute(cell, 'r')) ?? values.length;
      widest = Math.max(widest, column + 1);
      if (column >= CSV_PREVIEW_COLUMNS) continue;
      while (values.length < column) values.push('');
      values[column] = cellValue(cell, shared);
    }
    cells += values.length;
    rows.push(values);
  }
  const columns = Math.min(Math.max(widest, 1), CSV_PREVIEW_COLUMNS);
  // Drawn cell by cell, padded: the same cell budget as a CSV's.
  const rowBudget = Math.max(1, Math.floor(CSV_PREVIEW_CELLS / columns));
  return {
    rows: rows
      .slice(0, rowBudget)
      .map((row) => Array.from({ length: columns }, (_, column) => row[column] ?? '')),
    moreRows: moreRows || rows.length > rowBudget,
    moreColumns: widest > CSV_PREVIEW_COLUMNS,
  };
}

export async function readXlsx(archive: ZipArchive): Promise<Sheet[]> {
  const book = parseXml(await archive.text(BOOK));
  const links = await relationshipsOf(archive, BOOK);
  const sharedXml = await archive.text('xl/sharedStrings.xml');
  const shared = sharedXml === null ? [] : allNamed(parseXml(sharedXml), 'si').map(textOf);
  const sheets: Sheet[] = [];
  for (const sheet of allNamed(book, 'sheet')) {
    const path = links.get(linkOf(sheet, 'id') ?? '');
    const xml = path === undefined ? null : await archive.text(path);
    if (xml === null) continue;
    sheets.push({
      name: attribute(sheet, 'name') ?? `Sheet ${sheets.length + 1}`,
      table: tableOf(parseXml(xml), shared),
    });
  }
  if (sheets.length === 0) throw new DamagedDocumentError();
  return sheets;
}

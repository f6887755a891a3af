/**
 * A workbook (.xlsx) as each sheet's first rows and columns of text, within the reader's bounds.
 * Numbers are shown through their cells' number formats (a date as a date, 4.1 as 4.1), as the
 * sheet shows them; a formula shows its last result, none is evaluated.
 */
import type { ZipArchive } from '../zip-archive';
import { builtInFormat, formatGeneral, formatNumber } from './cell-format';
import { linkOf, relationshipsOf } from './document-parts';
import {
  allNamed,
  attribute,
  childrenNamed,
  DamagedDocumentError,
  firstChildNamed,
  parseXml,
  textOf as textBelow,
  type Document,
  type Element,
} from './xml-tree';

const BOOK = 'xl/workbook.xml';

/** A sheet's cells as rows of text, every row as wide as the widest kept. */
export interface Table {
  rows: string[][];
  /** Whether rows or columns past the bounds were left out. */
  moreRows: boolean;
  moreColumns: boolean;
}

export interface Sheet {
  name: string;
  table: Table;
}

export interface TableBounds {
  rows: number;
  columns: number;
  cells: number;
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
        .map((t) => textBelow(t))
        .join('');
}

/** What a workbook says of how its numbers are shown. */
interface NumberFormats {
  /** Each cell style's format code, by the style's index (a cell's `s`). */
  styles: readonly string[];
  /** Whether serial dates count from 1904 rather than 1900. */
  date1904: boolean;
}

/** A workbook can name more styles than any sheet uses; past this many they are not read. */
const MAX_STYLES = 65_536;

function numberFormatsOf(stylesXml: string | null, book: Document): NumberFormats {
  const pr = allNamed(book, 'workbookPr')[0];
  const date1904 = ['1', 'true'].includes(attribute(pr, 'date1904') ?? '');
  if (stylesXml === null) return { styles: [], date1904 };
  const styles = parseXml(stylesXml);
  const custom = new Map<number, string>();
  for (const format of allNamed(styles, 'numFmt'))
    custom.set(Number(attribute(format, 'numFmtId')), attribute(format, 'formatCode') ?? '');
  const cellXfs = allNamed(styles, 'cellXfs')[0];
  const codes = (cellXfs ? childrenNamed(cellXfs, 'xf') : []).slice(0, MAX_STYLES).map((xf) => {
    const id = Number(attribute(xf, 'numFmtId') ?? 0);
    return custom.get(id) ?? builtInFormat(id) ?? 'General';
  });
  return { styles: codes, date1904 };
}

function shownNumber(value: string, cell: Element, formats: NumberFormats): string {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return value;
  const code = formats.styles[Number(attribute(cell, 's') ?? 0)] ?? 'General';
  return formatNumber(number, code, formats.date1904) ?? formatGeneral(number);
}

function cellValue(cell: Element, shared: readonly string[], formats: NumberFormats): string {
  const type = attribute(cell, 't');
  const value = textBelow(firstChildNamed(cell, 'v'));
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'inlineStr') return textOf(firstChildNamed(cell, 'is'));
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  if (type === null || type === 'n') return shownNumber(value, cell, formats);
  // Formula text, errors (#DIV/0!) and ISO dates are shown as they are written.
  return value;
}

function tableOf(
  sheet: Document,
  shared: readonly string[],
  formats: NumberFormats,
  bounds: TableBounds,
): Table {
  const rows: string[][] = [];
  let widest = 0;
  let cells = 0;
  let moreRows = false;
  for (const row of allNamed(sheet, 'row')) {
    const number = Number(attribute(row, 'r') ?? rows.length + 1);
    // Gaps between rows are kept (empty rows), up to the preview's bounds.
    const index = Number.isInteger(number) && number > rows.length ? number - 1 : rows.length;
    if (index >= bounds.rows || cells >= bounds.cells) {
      moreRows = true;
      break;
    }
    while (rows.length < index) rows.push([]);
    const values: string[] = [];
    for (const cell of childrenNamed(row, 'c')) {
      const column = columnOf(attribute(cell, 'r')) ?? values.length;
      widest = Math.max(widest, column + 1);
      if (column >= bounds.columns) continue;
      while (values.length < column) values.push('');
      values[column] = cellValue(cell, shared, formats);
    }
    cells += values.length;
    rows.push(values);
  }
  const columns = Math.min(Math.max(widest, 1), bounds.columns);
  // Padded to a rectangle within the same cell budget.
  const rowBudget = Math.max(1, Math.floor(bounds.cells / columns));
  return {
    rows: rows
      .slice(0, rowBudget)
      .map((row) => Array.from({ length: columns }, (_, column) => row[column] ?? '')),
    moreRows: moreRows || rows.length > rowBudget,
    moreColumns: widest > bounds.columns,
  };
}

export async function readXlsx(archive: ZipArchive, bounds: TableBounds): Promise<Sheet[]> {
  const book = parseXml(await archive.text(BOOK));
  const links = await relationshipsOf(archive, BOOK);
  const sharedXml = await archive.text('xl/sharedStrings.xml');
  const shared = sharedXml === null ? [] : allNamed(parseXml(sharedXml), 'si').map(textOf);
  const formats = numberFormatsOf(await archive.text('xl/styles.xml'), book);
  const sheets: Sheet[] = [];
  for (const sheet of allNamed(book, 'sheet')) {
    const path = links.get(linkOf(sheet, 'id') ?? '');
    const xml = path === undefined ? null : await archive.text(path);
    if (xml === null) continue;
    sheets.push({
      name: attribute(sheet, 'name') ?? `Sheet ${sheets.length + 1}`,
      table: tableOf(parseXml(xml), shared, formats, bounds),
    });
  }
  if (sheets.length === 0) throw new DamagedDocumentError();
  return sheets;
}

import { fileExtension } from '../library/file-extension';

/** How a stored file can be shown inside the app, chosen by its extension; null: not at all. */
export type PreviewType =
  | 'pdf'
  | 'image'
  | 'text'
  | 'csv'
  | 'docx'
  | 'pptx'
  | 'epub'
  | 'xlsx'
  /** An older binary Office format: no small, maintained reader for it exists in the browser. */
  | 'legacy';

const PREVIEW_BY_EXTENSION: Readonly<Record<string, PreviewType>> = {
  '.pdf': 'pdf',
  '.jpg': 'image',
  '.jpeg': 'image',
  '.png': 'image',
  '.gif': 'image',
  '.txt': 'text',
  '.csv': 'csv',
  '.docx': 'docx',
  '.pptx': 'pptx',
  '.epub': 'epub',
  '.xlsx': 'xlsx',
  '.doc': 'legacy',
  '.ppt': 'legacy',
  '.xls': 'legacy',
};

export function previewTypeOf(fileName: string): PreviewType | null {
  return PREVIEW_BY_EXTENSION[fileExtension(fileName)] ?? null;
}

/** Text and CSV previews read at most this much of a file: a preview, not the whole of it. */
export const TEXT_PREVIEW_BYTES = 1024 * 1024;

/** A CSV preview shows at most this many rows. */
export const CSV_PREVIEW_ROWS = 1000;

/**
 * And at most this many columns and cells: a table is drawn cell by cell, and a small file of
 * empty cells (1000 rows of 1000 commas) would otherwise freeze the page drawing a million of them.
 */
export const CSV_PREVIEW_COLUMNS = 50;
export const CSV_PREVIEW_CELLS = 20_000;

export const previewMessages = {
  unavailable: 'Preview is not available for this type of file. Download it to open it.',
  readFailed: 'This file could not be read for preview. Please try again.',
  notLoaded: 'The preview could not be loaded. Check your connection, then reload the page.',
  pdfDamaged: 'This PDF could not be opened: it may be damaged. Download it to try another reader.',
  empty: 'This file is empty.',
  imageBroken: 'This image cannot be shown: its bytes are not a picture this browser can draw.',
  pdfPassword:
    'This PDF is protected by a password, so it cannot be previewed here. Download it to open it.',
} as const;

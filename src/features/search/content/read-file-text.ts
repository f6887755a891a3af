/**
 * What a stored file's text comes to, by its format: its parts, or why it has none to search.
 * Scans and images carry no text; the legacy binary Office formats have no small, maintained
 * reader for the browser, so they are named as not searched rather than silently skipped.
 */
import type { IndexedStatus } from '../../../storage/search-index-store';
import type { ByteSource } from '../../../shared/byte-source';
import { readPlainText } from './read-plain-text';
import { startsAsZip } from '../../../shared/zip-archive';
import { isZipFormat, readZipText } from './read-zip-text';
import { isInterruptedRead } from './interrupted-read';
import { loadReaderOnce } from './load-reader';
import type { TextParts } from './text-parts';
import { UnreadableFileError, type UnreadableReason } from './unreadable-file-error';

/** pdf.js is loaded with the first PDF: a library of slides and documents never needs it. */
const loadPdfReader = loadReaderOnce(() => import('./read-pdf-text'));

const IMAGES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'heic']);

export type FileText =
  | { status: 'indexed'; parts: TextParts }
  | { status: Exclude<IndexedStatus, 'indexed' | 'unreadable'> }
  | { status: 'unreadable'; reason: UnreadableReason };

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Whether the file begins as its format must: a PDF's header in its first kilobyte, a zip's local
 * header at its start. A file that does not is damaged, said at once without starting a reader.
 */
async function looksLike(file: ByteSource, extension: string): Promise<boolean> {
  if (extension === 'pdf') {
    return new TextDecoder('latin1').decode(await file.read(0, 1024)).includes('%PDF-');
  }
  if (isZipFormat(extension)) return startsAsZip(file);
  return true;
}

/** What the reader of a file may be told: `beforePage`, awaited before each page of a PDF. */
interface ReadOptions {
  beforePage?: () => Promise<void>;
}

async function read(
  file: ByteSource,
  extension: string,
  { beforePage }: ReadOptions,
): Promise<TextParts> {
  if (!(await looksLike(file, extension))) throw new UnreadableFileError('damaged');
  if (extension === 'pdf') return (await loadPdfReader()).readPdfText(file, { beforePage });
  if (isZipFormat(extension)) return readZipText(file, extension);
  return readPlainText(file);
}

const isReadable = (extension: string) =>
  extension === 'pdf' || extension === 'txt' || extension === 'csv' || isZipFormat(extension);

/** The file's text, or why it has none; throws only when the read was interrupted. */
export async function readFileText(
  file: ByteSource,
  fileName: string,
  options: ReadOptions = {},
): Promise<FileText> {
  const extension = extensionOf(fileName);
  if (IMAGES.has(extension)) return { status: 'no-text' };
  if (!isReadable(extension)) return { status: 'unsupported' };
  try {
    const parts = await read(file, extension, options);
    // A scanned PDF has pages but no words on them.
    return parts.parts.length === 0 ? { status: 'no-text' } : { status: 'indexed', parts };
  } catch (error) {
    if (isInterruptedRead(error)) throw error;
    if (error instanceof UnreadableFileError) return { status: 'unreadable', reason: error.reason };
    return { status: 'unreadable', reason: 'damaged' };
  }
}

/**
 * What a stored file's text comes to, by its format: its parts, or why it has none to search.
 * Scans and images carry no text; the legacy binary Office formats have no small, maintained
 * reader for the browser, so they are named as not searched rather than silently skipped.
 */
import type { IndexedStatus } from '../../../storage/search-index-store';
import { readPlainText } from './read-plain-text';
import { isZipFormat, readZipText } from './read-zip-text';
import type { TextParts } from './text-parts';
import { UnreadableFileError, type UnreadableReason } from './unreadable-file-error';

const IMAGES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'heic']);

export type FileText =
  | { status: 'indexed'; parts: TextParts }
  | { status: Exclude<IndexedStatus, 'indexed' | 'unreadable'> }
  | { status: 'unreadable'; reason: UnreadableReason };

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function read(blob: Blob, extension: string): Promise<TextParts> | null {
  // pdf.js is loaded with the first PDF: a library of slides and documents never needs it.
  if (extension === 'pdf') return import('./read-pdf-text').then((pdf) => pdf.readPdfText(blob));
  if (extension === 'txt' || extension === 'csv') return readPlainText(blob);
  if (isZipFormat(extension)) return readZipText(blob, extension);
  return null;
}

export async function readFileText(blob: Blob, fileName: string): Promise<FileText> {
  const extension = extensionOf(fileName);
  if (IMAGES.has(extension)) return { status: 'no-text' };
  const reading = read(blob, extension);
  if (!reading) return { status: 'unsupported' };
  try {
    const parts = await reading;
    // A scanned PDF has pages but no words on them.
    return parts.parts.length === 0 ? { status: 'no-text' } : { status: 'indexed', parts };
  } catch (error) {
    if (error instanceof UnreadableFileError) return { status: 'unreadable', reason: error.reason };
    return { status: 'unreadable', reason: 'damaged' };
  }
}

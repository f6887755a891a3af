/**
 * The text of the zip-based formats StudyShelf accepts (.docx by page, .pptx by slide, .xlsx by
 * sheet, .epub by chapter), read by the same document readers the viewer uses.
 */
import type { ByteSource } from '../../../shared/byte-source';
import { INDEX_LIMITS } from '../../../shared/documents/document-model';
import {
  documentText,
  INDEX_TABLE_BOUNDS,
  workbookText,
} from '../../../shared/documents/document-text';
import {
  isDocumentFormat,
  readDocument,
  readWorkbook,
  type DocumentFormat,
} from '../../../shared/documents/read-document';
import { TextParts } from './text-parts';
import { UnreadableFileError } from './unreadable-file-error';

export type ZipFormat = DocumentFormat | 'xlsx';

export function isZipFormat(extension: string): extension is ZipFormat {
  return extension === 'xlsx' || isDocumentFormat(extension);
}

export async function readZipText(file: ByteSource, format: ZipFormat): Promise<TextParts> {
  const texts =
    format === 'xlsx'
      ? workbookText(await readWorkbook(file, INDEX_TABLE_BOUNDS).catch(damaged))
      : documentText(await readDocument(file, format, { limits: INDEX_LIMITS }).catch(damaged));
  const parts = new TextParts();
  for (const { part, text } of texts) if (!parts.add(part, text)) break;
  return parts;
}

function damaged(error: unknown): never {
  throw new UnreadableFileError('damaged', { cause: error });
}

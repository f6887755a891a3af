/**
 * Opening a stored document for the viewer: the zip checked first, the reader chosen by format,
 * and every failure of a crafted or damaged file told as DamagedDocumentError.
 */
import { openZipArchive, startsAsZip, type ZipArchive } from '../../../shared/zip-archive';
import type { ReadDocument } from './document-model';
import { DamagedDocumentError } from './parse-xml';
import { readDocx } from './read-docx';
import { readEpub } from './read-epub';
import { readPptx } from './read-pptx';
import { readXlsx, type Sheet } from './read-xlsx';

export type DocumentFormat = 'docx' | 'pptx' | 'epub';

const READERS = { docx: readDocx, pptx: readPptx, epub: readEpub } as const;

async function withArchive<T>(blob: Blob, read: (archive: ZipArchive) => Promise<T>): Promise<T> {
  if (!(await startsAsZip(blob))) throw new DamagedDocumentError();
  let archive: ZipArchive;
  try {
    archive = await openZipArchive(blob);
  } catch (error) {
    throw new DamagedDocumentError({ cause: error });
  }
  try {
    return await read(archive);
  } catch (error) {
    throw error instanceof DamagedDocumentError
      ? error
      : new DamagedDocumentError({ cause: error });
  } finally {
    await archive.close();
  }
}

export function readDocument(blob: Blob, format: DocumentFormat): Promise<ReadDocument> {
  return withArchive(blob, READERS[format]);
}

export function readWorkbook(blob: Blob): Promise<Sheet[]> {
  return withArchive(blob, readXlsx);
}

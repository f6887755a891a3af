/**
 * Opening an Office document or e-book: the zip checked first, the reader chosen by format, and
 * every failure of a crafted or damaged file told as DamagedDocumentError (the one a read cut
 * short by the browser carries as its cause). The viewer and the search index both read here.
 */
import type { ByteSource } from '../byte-source';
import { openZipArchive, startsAsZip, type ZipArchive } from '../zip-archive';
import { DocumentBuilder, type DocumentLimits, type ReadDocument } from './document-model';
import { DamagedDocumentError } from './xml-tree';
import { readDocx } from './read-docx';
import { readEpub } from './read-epub';
import { readPptx } from './read-pptx';
import { readXlsx, type Sheet, type TableBounds } from './read-xlsx';

export type DocumentFormat = 'docx' | 'pptx' | 'epub';

const READERS = { docx: readDocx, pptx: readPptx, epub: readEpub } as const;

export function isDocumentFormat(extension: string): extension is DocumentFormat {
  return extension in READERS;
}

async function withArchive<T>(
  file: Blob | ByteSource,
  read: (archive: ZipArchive) => Promise<T>,
): Promise<T> {
  if (!(await startsAsZip(file))) throw new DamagedDocumentError();
  let archive: ZipArchive;
  try {
    archive = await openZipArchive(file);
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

export interface ReadOptions {
  limits?: DocumentLimits;
  /** Told the document's blocks as soon as they are read, before its pictures. */
  onBlocks?: (document: ReadDocument) => void;
}

/** The document with its pictures; `onBlocks` sees it first without them. */
export function readDocument(
  file: Blob | ByteSource,
  format: DocumentFormat,
  { limits, onBlocks }: ReadOptions = {},
): Promise<ReadDocument> {
  return withArchive(file, async (archive) => {
    const builder = new DocumentBuilder(limits);
    await READERS[format](archive, builder);
    const blocks = builder.done();
    onBlocks?.(blocks);
    return { ...blocks, pictures: await builder.readPictures() };
  });
}

export function readWorkbook(file: Blob | ByteSource, bounds: TableBounds): Promise<Sheet[]> {
  return withArchive(file, (archive) => readXlsx(archive, bounds));
}

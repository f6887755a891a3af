/**
 * The page's side of a large file read for the index: the worker asks for ranges of its bytes
 * (why the page reads them, see FileToIndex). The file being read is opened once and kept open
 * until the worker asks for another or has nothing left to read.
 */
import { FileMissingError, readFile } from '../../../storage/file-store';
import type { FileBytes, FileToIndex } from './content-index-protocol';

let open: { fileId: string; blob: Promise<Blob> } | null = null;

export async function fileBytes(file: FileToIndex, start: number, end: number): Promise<FileBytes> {
  const fileId = file.record.id;
  if (open?.fileId !== fileId) {
    const blob = readFile(file.record, file.layout);
    // Its failure is this read's answer, below; a later read of the file opens it again.
    blob.catch(() => undefined);
    open = { fileId, blob };
  }
  const opened = open;
  try {
    const blob = await opened.blob;
    return { size: blob.size, buffer: await blob.slice(start, end).arrayBuffer() };
  } catch (error) {
    if (open === opened) open = null;
    // Only bytes the store itself finds gone or short make the file damaged. Anything else the
    // browser throws (WebKit's UnknownError from a database just reopened after a restart, a
    // read cut off while the page is left) says nothing of the file: it is read again.
    return { failure: error instanceof FileMissingError ? 'missing' : 'interrupted' };
  }
}

/** Lets the file read last go: nothing is left to read. */
export function closeFileBytes(): void {
  open = null;
}

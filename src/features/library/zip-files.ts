/**
 * Several stored files as one zip to download: each entry stored as it is (the files are PDFs,
 * images and Office documents, compressed already), named by its file name, numbered where two
 * share one.
 */
import { readFile, type StorageLayout, type StoredFileRecord } from '../../storage/file-store';
import { crc32OfBlob } from '../../shared/blob-crc32';
import { numberedName } from '../../shared/numbered-name';
import { storedZip, type StoredEntry } from '../../shared/stored-zip';

export async function zipFiles(
  files: readonly { record: StoredFileRecord; layout: StorageLayout }[],
): Promise<Blob> {
  const taken = new Set<string>();
  const entries: StoredEntry<Blob>[] = [];
  for (const { record, layout } of files) {
    // Names are shown as text only; in the zip one could climb out of the folder it unpacks to.
    const safe = record.fileName.replace(/[/\\]/g, '_').replace(/^\.+$/, '_');
    const name = numberedName(safe, (candidate) => taken.has(candidate.toLowerCase()));
    taken.add(name.toLowerCase());
    const data = await readFile(record, layout);
    entries.push({
      name,
      data,
      crc32: await crc32OfBlob(data),
      modified: new Date(record.uploadedAt),
    });
  }
  return storedZip(entries);
}

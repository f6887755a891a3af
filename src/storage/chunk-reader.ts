/**
 * Reads a large file back as ONE Blob built from its stored parts: `new Blob(parts)` reuses the parts'
 * data without copying through script, and nothing is ever turned into base64.
 */
import { FileMissingError } from './errors';
import { chunkKey, openFileDb } from './file-db';
import type {
  FileChunkRecord,
  FileDbRecord,
  FileMetadataRecord,
  StorageLayout,
  StoredBytes,
} from './records';

function isBytes(value: unknown): value is StoredBytes {
  return value instanceof Blob || value instanceof ArrayBuffer;
}

function byteLength(bytes: StoredBytes): number {
  return bytes instanceof Blob ? bytes.size : bytes.byteLength;
}

function isMetadata(record: FileDbRecord | undefined): record is FileMetadataRecord {
  return record !== undefined && 'isMetadata' in record && record.isMetadata;
}

function isChunkOf(
  record: FileDbRecord | undefined,
  fileId: string,
  chunkIndex: number,
): record is FileChunkRecord {
  return (
    record !== undefined &&
    'fileId' in record &&
    record.fileId === fileId &&
    record.chunkIndex === chunkIndex &&
    isBytes(record.data)
  );
}

async function readChunks(fileId: string, type: string): Promise<Blob> {
  const db = await openFileDb();
  const tx = db.transaction('files', 'readonly');
  const metadata = await tx.store.get(fileId);
  if (!isMetadata(metadata)) throw new FileMissingError();
  const keys = Array.from({ length: metadata.totalChunks }, (_, index) => chunkKey(fileId, index));
  const [chunks] = await Promise.all([Promise.all(keys.map((key) => tx.store.get(key))), tx.done]);
  const parts = chunks.map((chunk, index) => {
    if (!isChunkOf(chunk, fileId, index)) throw new FileMissingError();
    return chunk.data;
  });
  const total = parts.reduce((sum, part) => sum + byteLength(part), 0);
  // A chunk of the wrong length means damaged bytes: better "not found" than a corrupt download.
  if (total !== metadata.originalSize) throw new FileMissingError();
  return new Blob(parts, { type });
}

async function readSingle(fileId: string, type: string): Promise<Blob> {
  const db = await openFileDb();
  const record = await db.get('files', fileId);
  if (record === undefined || isMetadata(record) || !('data' in record) || !isBytes(record.data)) {
    throw new FileMissingError();
  }
  return new Blob([record.data], { type });
}

/** The stored bytes of large file `fileId` as one Blob of `type`; FileMissingError when any part is gone. */
export function readLargeFile(
  fileId: string,
  format: StorageLayout['largeFormat'],
  type: string,
): Promise<Blob> {
  return format === 'chunked' ? readChunks(fileId, type) : readSingle(fileId, type);
}

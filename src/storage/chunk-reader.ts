/**
 * Reads a large file back as ONE Blob built from its stored parts: `new Blob(parts)` reuses the parts'
 * data without copying through script, and nothing is ever turned into base64.
 */
import { FileMissingError } from './errors';
import { chunkKeyRange, openFileDb } from './file-db';
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
  // A failed request is reported through its own promise below; the transaction's is not awaited.
  tx.done.catch(() => undefined);
  // The metadata record and the chunks are asked for together (one round trip, not two), and
  // with one getAll over the file's key range instead of a get per chunk: a 100 MB file is 100
  // requests otherwise, which costs more than the read itself. A readonly transaction's results
  // are final on success, so tx.done is not awaited. Keys sort as text (chunk_10 before
  // chunk_2), so parts are placed by their chunkIndex.
  const [metadata, found] = await Promise.all([
    tx.store.get(fileId),
    tx.store.getAll(chunkKeyRange(fileId)),
  ]);
  if (!isMetadata(metadata)) throw new FileMissingError();
  const chunks: (FileDbRecord | undefined)[] = new Array<FileDbRecord | undefined>(
    metadata.totalChunks,
  );
  for (const record of found) {
    if (
      'fileId' in record &&
      record.fileId === fileId &&
      record.chunkIndex < metadata.totalChunks
    ) {
      chunks[record.chunkIndex] = record;
    }
  }
  const parts = chunks.map((chunk, index) => {
    if (!isChunkOf(chunk, fileId, index)) throw new FileMissingError();
    return chunk.data;
  });
  const total = parts.reduce((sum, part) => sum + byteLength(part), 0);
  // A chunk of the wrong length means damaged bytes: better "not found" than a corrupt download.
  if (total !== metadata.originalSize) throw new FileMissingError();
  return exactly(new Blob(parts, { type }), metadata.originalSize);
}

async function readSingle(fileId: string, type: string): Promise<Blob> {
  const db = await openFileDb();
  const record = await db.get('files', fileId);
  if (record === undefined || isMetadata(record) || !('data' in record) || !isBytes(record.data)) {
    throw new FileMissingError();
  }
  return exactly(new Blob([record.data], { type }), record.fileSize);
}

/**
 * The assembled Blob, if it is as long as the file. A part's own `size` can lie (WebKit reports a
 * stored slice's length while holding its whole source); the Blob built from the parts does not.
 */
function exactly(assembled: Blob, expectedSize: number): Blob {
  if (assembled.size !== expectedSize) throw new FileMissingError();
  return assembled;
}

/** The stored bytes of large file `fileId` as one Blob of `type`; FileMissingError when any part is gone. */
export function readLargeFile(
  fileId: string,
  format: StorageLayout['largeFormat'],
  type: string,
): Promise<Blob> {
  return format === 'chunked' ? readChunks(fileId, type) : readSingle(fileId, type);
}

/**
 * Whole files that no list names: bytes committed by an upload (or a restore, or a file received
 * from another device) whose list entry never reached the disk. A tab closed at that moment does
 * it, and so does a browser killed within the minute Chromium may wait before it writes
 * localStorage to disk (a phone ending it in the background). Every record of a file repeats its
 * list's fields, so such a file can be listed again where it was going, under its own student.
 */
import { CHUNK_BYTES, chunkKeyRange, type FileDb } from './file-db';
import { LIST_KEYS } from './keys';
import { changeList } from './list-writer';
import type { FileDbRecord, FileMetadataRecord, StoredFileRecord } from './records';
import { realSize } from './slice-repair';

/**
 * Whether every chunk of a large file is there and holds exactly its share of the file: 1 MB each,
 * the rest in the last. A chunk cut short (or grown) would assemble into a file of the wrong bytes.
 */
export async function chunksWhole(db: FileDb, metadata: FileMetadataRecord): Promise<boolean> {
  const { id, totalChunks, originalSize } = metadata;
  if (totalChunks !== Math.ceil(originalSize / CHUNK_BYTES)) return false;
  const sizes = new Map<number, number>();
  for (const chunk of await db.getAll('files', chunkKeyRange(id))) {
    if ('fileId' in chunk && chunk.fileId === id && 'data' in chunk) {
      sizes.set(chunk.chunkIndex, realSize(chunk.data));
    }
  }
  return Array.from({ length: totalChunks }, (_, index) => index).every(
    (index) => sizes.get(index) === Math.min(CHUNK_BYTES, originalSize - index * CHUNK_BYTES),
  );
}

/**
 * The list a file's own record (a metadata record or a single one, not a chunk) was stored for,
 * read from its fields and its layout: notes and papers are chunked, schedules and books single.
 */
function listKeyOf(record: FileDbRecord): string | null {
  if ('fileId' in record) return null;
  const { subject, paperType } = record;
  let key: string | null;
  if ('isMetadata' in record) {
    if (subject === undefined) key = null;
    else if (paperType === undefined) key = LIST_KEYS.notes.key(subject);
    else key = LIST_KEYS.papers.key(subject, paperType);
  } else if (paperType !== undefined) key = null;
  else key = subject === undefined ? LIST_KEYS.schedules.key() : LIST_KEYS.books.key(subject);
  // A subject or paper type that does not split back out of the key names no list of the app.
  return key !== null && Object.values(LIST_KEYS).some((lists) => lists.parts(key) !== null)
    ? key
    : null;
}

/** A large file's own record as the entry of the list it was stored for, or null. */
export function listEntryOf(
  record: FileDbRecord,
): { listKey: string; entry: StoredFileRecord } | null {
  const listKey = listKeyOf(record);
  if (listKey === null) return null;
  const { subject, paperType } = record;
  return {
    listKey,
    entry: {
      id: record.id,
      fileName: record.fileName,
      fileSize: record.fileSize,
      fileType: record.fileType,
      uploadedAt: record.uploadedAt,
      uploadedBy: record.uploadedBy,
      isLargeFile: true,
      ...(subject !== undefined && { subject }),
      ...(paperType !== undefined && { paperType }),
    },
  };
}

async function isWhole(db: FileDb, record: FileDbRecord): Promise<boolean> {
  if ('isMetadata' in record) return chunksWhole(db, record);
  return 'data' in record && realSize(record.data) === record.fileSize;
}

/**
 * Lists again each of the files `ids` whose bytes are whole and whose record names its list;
 * returns the ids listed. A list that cannot take them (a full storage) lists none of its files.
 */
export async function relistWholeFiles(db: FileDb, ids: readonly string[]): Promise<Set<string>> {
  const byList = new Map<string, StoredFileRecord[]>();
  for (const id of ids) {
    const record = await db.get('files', id);
    const listed = record === undefined ? null : listEntryOf(record);
    if (record === undefined || listed === null || !(await isWhole(db, record))) continue;
    byList.set(listed.listKey, [...(byList.get(listed.listKey) ?? []), listed.entry]);
  }
  const relisted = new Set<string>();
  for (const [key, records] of byList) {
    try {
      await changeList({ op: 'appendAll', key, records });
      for (const { id } of records) relisted.add(id);
    } catch {
      // Left unlisted, so swept as before: bytes no list can show are of no use to anyone.
    }
  }
  return relisted;
}

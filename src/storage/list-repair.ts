/**
 * Rebuilds a list that could not be read: inline files from whatever entries of its kept text
 * still parse, large files from their own records in the file store (each repeats the list
 * fields), keeping whatever the list holds now. What cannot be recovered stays kept aside only
 * until the repair: the list is then whole again and its kept text is forgotten.
 */
import { openFileDb } from './file-db';
import { keptListKey, LIST_KEYS } from './keys';
import { isStoredFileRecord, readList, readRawList } from './list-store';
import { changeList } from './list-writer';
import type { FileDbRecord, StorageLayout, StoredFileRecord } from './records';

/** Entries that still parse in a damaged text: list records are flat objects, so `{…}` spans. */
function inlineRecordsIn(text: string): StoredFileRecord[] {
  const found: StoredFileRecord[] = [];
  for (const match of text.matchAll(/\{[^{}]*\}/g)) {
    try {
      const value: unknown = JSON.parse(match[0]);
      if (isStoredFileRecord(value)) found.push(value);
    } catch {
      // A cut-off entry: nothing to recover from it.
    }
  }
  return found;
}

/** The subject and paper type the list's key names (schedules: neither). */
function scopeOf(listKey: string): [string | undefined, string | undefined] {
  for (const lists of Object.values(LIST_KEYS)) {
    const parts: readonly string[] | null = lists.parts(listKey);
    if (parts) return [parts[0], parts[1]];
  }
  return [undefined, undefined];
}

/** A large file's own record (not a chunk) of the list's layout, as a list entry. */
function asListEntry(record: FileDbRecord, layout: StorageLayout): StoredFileRecord | null {
  const chunked = 'isMetadata' in record && record.isMetadata;
  const single = !('isMetadata' in record) && !('fileId' in record) && 'data' in record;
  if (layout.largeFormat === 'chunked' ? !chunked : !single) return null;
  const [subject, paperType] = scopeOf(layout.listKey);
  if (record.subject !== subject || record.paperType !== paperType) return null;
  return {
    id: record.id,
    fileName: record.fileName,
    fileSize: record.fileSize,
    fileType: record.fileType,
    uploadedAt: record.uploadedAt,
    uploadedBy: record.uploadedBy,
    isLargeFile: true,
    ...(subject !== undefined && { subject }),
    ...(paperType !== undefined && { paperType }),
  };
}

/** Repairs the list of `layout`; resolves to how many files it holds afterwards. */
export async function repairList(layout: StorageLayout): Promise<number> {
  const { listKey } = layout;
  const current = readList(listKey);
  const texts = [readRawList(keptListKey(listKey)), readRawList(listKey)].filter(
    (text): text is string => text !== null,
  );
  // A large file's own record names its list's scope and layout, so it belongs to this list only.
  const db = await openFileDb();
  const stored = await db.getAll('files');
  const large = stored.flatMap((record) => {
    const entry = asListEntry(record, layout);
    return entry ? [entry] : [];
  });
  const byId = new Map<string, StoredFileRecord>();
  for (const record of [...texts.flatMap(inlineRecordsIn), ...large, ...current]) {
    byId.set(record.id, record);
  }
  // Large entries must have their bytes; inline ones carry theirs.
  const storedIds = new Set(stored.map((record) => record.id));
  const repaired = [...byId.values()].filter(
    (record) => !record.isLargeFile || storedIds.has(record.id),
  );
  await changeList({ op: 'replace', key: listKey, records: repaired });
  return repaired.length;
}

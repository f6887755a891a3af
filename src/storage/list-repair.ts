/**
 * Rebuilds a list that could not be read: inline files from whatever entries of its kept text
 * still parse, large files from their own records in the file store (each repeats the list
 * fields), keeping whatever the list holds now. What cannot be recovered stays kept aside only
 * until the repair: the list is then whole again and its kept text is forgotten.
 */
import { openFileDb } from './file-db';
import { keptListKey } from './keys';
import { isStoredFileRecord, readList, readRawList } from './list-store';
import { changeList } from './list-writer';
import type { StorageLayout, StoredFileRecord } from './records';
import { listEntryOf } from './unlisted-files';

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
    const listed = listEntryOf(record);
    return listed?.listKey === listKey ? [listed.entry] : [];
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

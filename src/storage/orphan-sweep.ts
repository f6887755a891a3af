/**
 * At start, settles IndexedDB records that no list entry or Trash entry owns: a whole file whose
 * list entry was lost is listed again (see unlisted-files.ts); what is left, such as chunks whose
 * metadata is gone or a file stored for no list, is removed.
 *
 * Order matters against an upload finishing in another tab: keys are read first, then the running
 * uploads, then the lists. A file whose bytes were seen is either still locked (spared), or its list
 * entry was written before its lock was released, hence before the lists are read (spared too).
 */
import { fileDbExists, openFileDb, ownerOfKey, tx } from './file-db';
import { idsKeptOnDevice } from './trash';
import { relistWholeFiles } from './unlisted-files';
import { uploadsInProgress } from './upload-lock';

/**
 * The one rule of "no list names this record", for the start-up sweep and the integrity check:
 * the keys of records whose file no list or Trash entry owns (`owned`), and of chunks whose
 * metadata record is gone (a chunk is only readable through it). A file an upload is still
 * writing (`running`) is nobody's orphan.
 */
export function unownedKeys(
  keys: readonly string[],
  owned: ReadonlySet<string>,
  running: ReadonlySet<string> = new Set(),
): string[] {
  const present = new Set(keys);
  return keys.filter((key) => {
    const { fileId, isChunk } = ownerOfKey(key);
    if (running.has(fileId)) return false;
    if (!owned.has(fileId)) return true;
    return isChunk && !present.has(fileId);
  });
}

/**
 * Lists whole orphaned files again (but those named in `notRelisted`), deletes the other orphaned
 * records, and returns how many records it deleted. Never throws: a sweep that cannot run (no
 * IndexedDB, a list that cannot be read, no lock information) deletes nothing.
 */
export async function sweepOrphans({
  notRelisted = new Set<string>(),
}: { notRelisted?: ReadonlySet<string> } = {}): Promise<number> {
  try {
    // A visitor who has never stored a large file has nothing to sweep, and is left no database.
    if (!(await fileDbExists())) return 0;
    const db = await openFileDb();
    const keys = await db.getAllKeys('files');
    if (keys.length === 0) return 0;
    const running = await uploadsInProgress();
    const listed = idsKeptOnDevice();
    if (listed === null) return 0;
    const orphans = unownedKeys(keys, listed, running);
    if (orphans.length === 0) return 0;
    const owners = orphans.filter((key) => {
      const { fileId, isChunk } = ownerOfKey(key);
      return !isChunk && !notRelisted.has(fileId);
    });
    const relisted = await relistWholeFiles(db, owners);
    const gone = orphans.filter((key) => !relisted.has(ownerOfKey(key).fileId));
    if (gone.length === 0) return 0;
    await tx('readwrite', (store) => Promise.all(gone.map((key) => store.delete(key))));
    return gone.length;
  } catch {
    return 0;
  }
}

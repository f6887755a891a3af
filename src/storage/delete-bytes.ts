/** Removes every IndexedDB record of some files: the metadata or single record and every chunk. */
import { chunkKeyRange, ownerOfKey, tx } from './file-db';

/**
 * Deletes, in one transaction, the record under each id and every `${id}_chunk_${n}` record. Keys are
 * matched exactly, so another file whose id merely starts alike is never touched.
 */
export async function deleteFileBytes(fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx('readwrite', async (store) => {
    const deletions = fileIds.flatMap((fileId) => [
      store.delete(fileId),
      store.getAllKeys(chunkKeyRange(fileId)).then(async (keys) => {
        const ownChunks = keys.filter((key) => {
          const owner = ownerOfKey(key);
          return owner.isChunk && owner.fileId === fileId;
        });
        await Promise.all(ownChunks.map((key) => store.delete(key)));
      }),
    ]);
    await Promise.all(deletions);
  });
}

/** Cleanup after a failure that is already being reported: a failure here must not hide that one. */
export async function deleteFileBytesQuietly(fileId: string): Promise<void> {
  try {
    await deleteFileBytes([fileId]);
  } catch {
    // Whatever remains has no list entry, so the next start's orphan sweep removes it.
  }
}

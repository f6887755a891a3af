import { UNDO_DELETE_MS } from '../../library/kinds/limits';

/**
 * The indexed files to take out of the index: those gone from every list for longer than a delete
 * can be undone. `gone` remembers since when each was missing (a file back in a list, by an
 * Undo, is forgotten there); the returned files are dropped from it.
 */
export function filesToForget(
  indexed: Iterable<string>,
  present: ReadonlySet<string>,
  gone: Map<string, number>,
  now: number,
): string[] {
  for (const fileId of gone.keys()) if (present.has(fileId)) gone.delete(fileId);
  const expired: string[] = [];
  for (const fileId of indexed) {
    if (present.has(fileId)) continue;
    const since = gone.get(fileId) ?? now;
    gone.set(fileId, since);
    if (now - since >= UNDO_DELETE_MS) expired.push(fileId);
  }
  for (const fileId of expired) gone.delete(fileId);
  return expired;
}

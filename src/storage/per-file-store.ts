/**
 * What a student keeps per file beside the spec's records, one localStorage key per student
 * holding a JSON object from file id to a list (their annotations, their revision cards). Each
 * list is read through its store's own reader, so a crafted or damaged entry reads as absent and
 * nothing a backup or another tab wrote can overflow a page; a file deleted for good takes its
 * lists with it.
 */
import { readJson, removeKey, storedKeys, writeJson } from './local-json';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The items of a stored list that `isValid` accepts, each id once (the first kept), at most
 * `limit` looked at, each passed through `clean` so nothing a crafted entry adds is kept.
 */
export function uniqueValid<T extends { id: string }>(
  value: unknown,
  isValid: (item: unknown) => item is T,
  clean: (item: T) => T,
  limit: number,
): T[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const item of value.slice(0, limit)) {
    if (!isValid(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    kept.push(clean(item));
  }
  return kept;
}

export interface StudentKeys {
  of: (uid: string) => string;
  owns: (key: string) => boolean;
}

export function perFileStore<T extends { id: string }>(
  keys: StudentKeys,
  /** The well-formed items of a stored value, bounded. */
  readList: (value: unknown) => T[],
  /** The most one file may hold: a change past it is refused. */
  limit: number,
) {
  const readAll = (uid: string): Record<string, unknown> => readJson(keys.of(uid), isRecord, {});

  /** Writes `files` under `key`; false when the browser refused it (storage full). */
  function writeAll(key: string, files: Record<string, unknown>): boolean {
    if (Object.keys(files).length === 0) {
      removeKey(key);
      return true;
    }
    return writeJson(key, files);
  }

  /** Writes `edit` of file `fileId`'s list; false when it is past the limit or not written. */
  function change(uid: string, fileId: string, edit: (list: T[]) => T[]): boolean {
    const files = readAll(uid);
    const list = edit(readList(files[fileId]));
    if (list.length > limit) return false;
    const others = Object.entries(files).filter(([id]) => id !== fileId);
    return writeAll(
      keys.of(uid),
      Object.fromEntries(list.length === 0 ? others : [...others, [fileId, list]]),
    );
  }

  return {
    /** `uid`'s list for file `fileId`. */
    of: (uid: string, fileId: string): T[] => readList(readAll(uid)[fileId]),

    /** Every file `uid` has a list for, with its list. */
    all(uid: string): ReadonlyMap<string, T[]> {
      const files = new Map<string, T[]>();
      for (const [fileId, value] of Object.entries(readAll(uid))) {
        const list = readList(value);
        if (list.length > 0) files.set(fileId, list);
      }
      return files;
    },

    /** Keeps `item` (already checked and cleaned) in file `fileId`, replacing the one of its id. */
    keep(uid: string, fileId: string, item: T): boolean {
      return change(uid, fileId, (list) => {
        const at = list.findIndex(({ id }) => id === item.id);
        return at === -1 ? [...list, item] : list.map((each, i) => (i === at ? item : each));
      });
    },

    remove(uid: string, fileId: string, id: string): void {
      change(uid, fileId, (list) => list.filter((item) => item.id !== id));
    },

    /**
     * Adds to file `fileId` those of `incoming` it lacks (by id), as a restore does: what the
     * student has on this device wins over an older copy. The number added, or null when the
     * device refused the write.
     */
    merge(uid: string, fileId: string, incoming: unknown): number | null {
      let added = 0;
      const written = change(uid, fileId, (list) => {
        const have = new Set(list.map(({ id }) => id));
        const fresh = readList(incoming).filter(({ id }) => !have.has(id));
        const room = Math.max(0, limit - list.length);
        added = Math.min(room, fresh.length);
        return [...list, ...fresh.slice(0, room)];
      });
      return written ? added : null;
    },

    /** Drops every student's lists of the given files (they were deleted). */
    forget(ids: readonly string[]): void {
      if (ids.length === 0) return;
      const gone = new Set(ids);
      for (const key of (storedKeys() ?? []).filter(keys.owns)) {
        const files = Object.entries(readJson(key, isRecord, {}));
        const kept = files.filter(([id]) => !gone.has(id));
        if (kept.length !== files.length) writeAll(key, Object.fromEntries(kept));
      }
    },
  };
}

/**
 * The guarded access to localStorage and sessionStorage that every small store shares: a missing,
 * unreadable or malformed value reads as the fallback, storage switched off reads as empty, and a
 * write the browser refuses (full, or storage switched off) is reported instead of thrown. Every
 * write to localStorage is announced on the change feed, so each view follows it.
 */
import { announceChange } from './changes';

export type Area = 'local' | 'session';

function area(which: Area): Storage {
  return which === 'local' ? localStorage : sessionStorage;
}

/** The text under `key`; null when absent or the storage cannot be read. */
export function readText(key: string, where: Area = 'local'): string | null {
  try {
    return area(where).getItem(key);
  } catch {
    return null;
  }
}

/** What `key` holds, told apart: absent, present but not JSON, or a parsed value. */
export type StoredEntry =
  { kind: 'absent' } | { kind: 'unreadable' } | { kind: 'value'; value: unknown };

export function readEntry(key: string, where: Area = 'local'): StoredEntry {
  let raw: string | null;
  try {
    raw = area(where).getItem(key);
  } catch {
    return { kind: 'unreadable' };
  }
  if (raw === null) return { kind: 'absent' };
  try {
    return { kind: 'value', value: JSON.parse(raw) as unknown };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** The value under `key` when `isValid` accepts it, else `fallback` (null by default). */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null;
export function readJson<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  fallback: T,
  where?: Area,
): T;
export function readJson<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  fallback: T | null = null,
  where: Area = 'local',
): T | null {
  const entry = readEntry(key, where);
  return entry.kind === 'value' && isValid(entry.value) ? entry.value : fallback;
}

/**
 * Stores `text` under `key`, throwing what the browser threw (a full storage): for the stores
 * whose caller words that failure.
 */
export function writeTextOrThrow(key: string, text: string, where: Area = 'local'): void {
  area(where).setItem(key, text);
  if (where === 'local') announceChange(key);
}

/** Stores `text` under `key`; false when the browser refused it. */
export function writeText(key: string, text: string, where: Area = 'local'): boolean {
  try {
    writeTextOrThrow(key, text, where);
    return true;
  } catch {
    return false;
  }
}

/** Stores `value` as JSON under `key`; false when the browser refused it. */
export function writeJson(key: string, value: unknown, where: Area = 'local'): boolean {
  return writeText(key, JSON.stringify(value), where);
}

/** Removes `key`; storage switched off has nothing to remove. */
export function removeKey(key: string, where: Area = 'local'): void {
  try {
    area(where).removeItem(key);
  } catch {
    return;
  }
  if (where === 'local') announceChange(key);
}

/**
 * Every key of localStorage (or sessionStorage); null when it cannot be read, which is not the
 * same as none: a caller deciding what is unused must then decide nothing.
 */
export function storedKeys(where: Area = 'local'): string[] | null {
  try {
    const storage = area(where);
    return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return null;
  }
}

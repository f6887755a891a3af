/**
 * The guarded localStorage JSON read and write every small store can share: a missing, unreadable
 * or malformed value reads as the fallback, and a write the browser refuses (full, or storage
 * switched off) is reported as false instead of thrown.
 */

/** The value under `key` when `isValid` accepts it, else `fallback` (null by default). */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null;
export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T;
export function readJson<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  fallback: T | null = null,
): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON under `key`; false when the browser refused it. */
export function writeJson(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

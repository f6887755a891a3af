/**
 * The Trash: where a student's deleted and cleared files wait, per student and device, under
 * TRASH_KEYS (keys.ts), before they are deleted for good (by the student, or 30 days on). An entry
 * keeps the file's whole list record (a small file's bytes are in it) and its list; a large
 * file's bytes stay in the file database, which the start-up sweep leaves alone while an entry
 * names them. This module only reads and writes the entries; file-store moves files in and out.
 */
import { TRASH_KEYS } from './student-keys';
import { isStoredFileRecord } from './list-store';
import { readEntry, removeKey, storedKeys, writeTextOrThrow } from './local-json';
import type { StoredFileRecord } from './records';
import { compareTimes } from '../shared/compare-times';

export interface TrashEntry {
  /** The list the file was deleted from, which a restore puts it back in. */
  listKey: string;
  record: StoredFileRecord;
  /** ISO time it was deleted. */
  deletedAt: string;
}

/** How long a file stays in the Trash before it is deleted for good at a start. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function isTrashEntry(value: unknown): value is TrashEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { listKey, record, deletedAt } = value as Record<string, unknown>;
  return (
    typeof listKey === 'string' &&
    isStoredFileRecord(record) &&
    typeof deletedAt === 'string' &&
    !Number.isNaN(Date.parse(deletedAt))
  );
}

/** The entries under `key`, or null when it holds something that is not a Trash. */
function readEntries(key: string): TrashEntry[] | null {
  const entry = readEntry(key);
  if (entry.kind === 'absent') return [];
  if (entry.kind === 'unreadable' || !Array.isArray(entry.value)) return null;
  return entry.value.filter(isTrashEntry);
}

/** Writes `entries` under `key`, throwing what the browser threw (a full storage). */
function writeEntries(key: string, entries: readonly TrashEntry[]): void {
  if (entries.length === 0) removeKey(key);
  else writeTextOrThrow(key, JSON.stringify(entries));
}

/** `uid`'s Trash, the most recently deleted first; an unreadable one reads as empty. */
export function trashOf(uid: string): TrashEntry[] {
  return (readEntries(TRASH_KEYS.of(uid)) ?? []).sort((a, b) =>
    compareTimes(b.deletedAt, a.deletedAt),
  );
}

/**
 * The ids of every file in every student's Trash on the device, or null when one cannot be read
 * (then nobody can tell which stored bytes are still wanted).
 */
export function idsInTrash(): Set<string> | null {
  const keys = storedKeys();
  if (keys === null) return null;
  const ids = new Set<string>();
  for (const key of keys.filter(TRASH_KEYS.owns)) {
    const entries = readEntries(key);
    if (entries === null) return null;
    for (const { record } of entries) ids.add(record.id);
  }
  return ids;
}

/**
 * Adds `entries` to `uid`'s Trash (an entry of the same file replaces its older one). Throws what
 * the browser threw when it is full: the caller then leaves the files where they were.
 */
export function addToTrash(uid: string, entries: readonly TrashEntry[]): void {
  const key = TRASH_KEYS.of(uid);
  const adding = new Set(entries.map(({ record }) => record.id));
  const kept = (readEntries(key) ?? []).filter(({ record }) => !adding.has(record.id));
  writeEntries(key, [...entries, ...kept]);
}

/** Takes the entries of `ids` out of `uid`'s Trash and returns them (those it held). */
export function takeFromTrash(uid: string, ids: readonly string[]): TrashEntry[] {
  const key = TRASH_KEYS.of(uid);
  const entries = readEntries(key) ?? [];
  const wanted = new Set(ids);
  const taken = entries.filter(({ record }) => wanted.has(record.id));
  if (taken.length > 0) {
    writeEntries(
      key,
      entries.filter(({ record }) => !wanted.has(record.id)),
    );
  }
  return taken;
}

/** Every student's entries deleted more than TRASH_DAYS before `now`, by student. */
export function expiredTrash(now: number): Map<string, TrashEntry[]> {
  const expired = new Map<string, TrashEntry[]>();
  for (const key of (storedKeys() ?? []).filter(TRASH_KEYS.owns)) {
    const old = (readEntries(key) ?? []).filter(
      ({ deletedAt }) => now - Date.parse(deletedAt) > TRASH_DAYS * DAY_MS,
    );
    if (old.length > 0) expired.set(key.slice(TRASH_KEYS.of('').length), old);
  }
  return expired;
}

/**
 * The subjects a student adds beside the spec's (an elective, a semester's extra course), kept on
 * this device under STORAGE_KEYS.ownSubjects. One own subject is a subject of notes, papers and
 * books alike: its slug (the spec's rule, slugify) keys its lists as the spec's subjects' are.
 * What is stored is read as hostile: a malformed entry is left out, and the list is bounded.
 */
import { subscribe } from './changes';
import { slugify, STORAGE_KEYS } from './keys';
import { readText, writeJson } from './local-json';

export type OwnSemester = 1 | 2;

export interface OwnSubject {
  name: string;
  semester: OwnSemester;
  /** ISO time it was added: the order its semester lists it in, after the spec's. */
  addedAt: string;
}

/** Own subjects kept at most: more than any programme has, few enough to draw at once. */
export const MAX_OWN_SUBJECTS = 60;
/** A subject's name at most: a course's full title fits. */
export const MAX_SUBJECT_NAME = 60;

/** Whether `name` can name a subject: trimmed, within the bound, with a letter or digit. */
export function isSubjectName(name: string): boolean {
  return (
    name === name.trim() &&
    name.length > 0 &&
    name.length <= MAX_SUBJECT_NAME &&
    /[\p{L}\p{N}]/u.test(name) &&
    // A slug of hyphens alone names no list the student could tell apart.
    /[a-z0-9]/.test(slugify(name)) &&
    // Controls and direction overrides would make one name look like another.
    !/[\p{Cc}\p{Cf}]/u.test(name)
  );
}

function isOwnSubject(value: unknown): value is OwnSubject {
  if (typeof value !== 'object' || value === null) return false;
  const { name, semester, addedAt } = value as Partial<OwnSubject>;
  return (
    typeof name === 'string' &&
    isSubjectName(name) &&
    (semester === 1 || semester === 2) &&
    typeof addedAt === 'string' &&
    !Number.isNaN(Date.parse(addedAt))
  );
}

/** The valid entries of `value`, each slug once (the first kept), at most MAX_OWN_SUBJECTS. */
export function ownSubjectsIn(value: unknown): OwnSubject[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const kept: OwnSubject[] = [];
  for (const entry of value.slice(0, MAX_OWN_SUBJECTS * 2)) {
    if (!isOwnSubject(entry) || seen.has(slugify(entry.name))) continue;
    seen.add(slugify(entry.name));
    kept.push({ name: entry.name, semester: entry.semester, addedAt: entry.addedAt });
    if (kept.length === MAX_OWN_SUBJECTS) break;
  }
  return kept;
}

// Read on every render of a subject list: parsed again only when the stored text changed.
let cached: { text: string | null; subjects: readonly OwnSubject[] } | null = null;
/** Subjects a backup being checked brings, known only while `withOwnSubjectsAlso` runs. */
let checking: readonly OwnSubject[] | null = null;

function parseOrNull(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readStored(): readonly OwnSubject[] {
  const text = readText(STORAGE_KEYS.ownSubjects);
  if (cached?.text !== text) {
    cached = { text, subjects: ownSubjectsIn(parseOrNull(text)) };
  }
  return cached.subjects;
}

/** The student's own subjects on this device, in the order they were added. */
export function readOwnSubjects(): readonly OwnSubject[] {
  return checking ?? readStored();
}

/** `stored` and then those of `also` whose slug it lacks, bounded as a stored list is. */
export function mergeOwnSubjects(
  stored: readonly OwnSubject[],
  also: readonly OwnSubject[],
): OwnSubject[] {
  return ownSubjectsIn([...stored, ...also]);
}

/**
 * Runs `check` as if `also` were stored too, and nothing is written: a backup's places are checked
 * against the subjects it brings before the student chooses to restore it.
 */
export function withOwnSubjectsAlso<T>(also: readonly OwnSubject[], check: () => T): T {
  checking = mergeOwnSubjects(readStored(), also);
  try {
    return check();
  } finally {
    checking = null;
  }
}

/** Stores the own subjects; false when the browser refused (storage full or switched off). */
export function saveOwnSubjects(subjects: readonly OwnSubject[]): boolean {
  return writeJson(STORAGE_KEYS.ownSubjects, subjects);
}

/**
 * Adds the subjects a backup or another device brings that this device lacks; false when they
 * could not be saved (storage full or switched off).
 */
export function keepBroughtSubjects(brought: readonly OwnSubject[]): boolean {
  const stored = readStored();
  const merged = mergeOwnSubjects(stored, brought);
  return merged.length === stored.length || saveOwnSubjects(merged);
}

/** Calls `listener` when the own subjects change, in this tab or another; returns the unsubscribe. */
export function subscribeOwnSubjects(listener: () => void): () => void {
  return subscribe((key) => {
    if (key === null || key === STORAGE_KEYS.ownSubjects) listener();
  });
}

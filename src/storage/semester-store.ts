/**
 * The semester a student last chose in each section (notes, papers, books), for this visit only:
 * kept in sessionStorage under STORAGE_KEYS.semesters, so a new visit starts at Semester 1 as
 * the spec says, while coming back to a section within the visit keeps the student's place.
 */
import { STORAGE_KEYS } from './keys';
import { readJson, writeJson } from './local-json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAll(): Record<string, unknown> {
  return readJson(STORAGE_KEYS.semesters, isRecord, {}, 'session');
}

/** The semester chosen in `section` during this visit, or null. */
export function chosenSemester(section: string): number | null {
  const value = readAll()[section];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Remembers `semester` for `section` until the tab is closed. Best effort: a full store is ignored. */
export function chooseSemester(section: string, semester: number): void {
  // Refused, it is only a convenience: the toggle still works, starting at Semester 1 next time.
  writeJson(STORAGE_KEYS.semesters, { ...readAll(), [section]: semester }, 'session');
}

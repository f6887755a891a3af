/**
 * The semester a student last chose in each section (notes, papers, books), for this visit only:
 * kept in sessionStorage under STORAGE_KEYS.semesters, so a new visit starts at Semester 1 as
 * the spec says, while coming back to a section within the visit keeps the student's place.
 */
import { STORAGE_KEYS } from './keys';

function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.semesters) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The semester chosen in `section` during this visit, or null. */
export function chosenSemester(section: string): number | null {
  const value = readAll()[section];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Remembers `semester` for `section` until the tab is closed. Best effort: a full store is ignored. */
export function chooseSemester(section: string, semester: number): void {
  try {
    sessionStorage.setItem(
      STORAGE_KEYS.semesters,
      JSON.stringify({ ...readAll(), [section]: semester }),
    );
  } catch {
    // Only a convenience: the toggle still works, it just starts at Semester 1 next time.
  }
}

/** The engines this run covers: all three, or those named in ENGINES (comma-separated). */
import { inject } from 'vitest';
import type { EngineName } from './browsers';
import { Student, type StudentOptions } from './student';

const ALL: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

export function engines(): EngineName[] {
  const named = process.env.ENGINES?.split(',').map((name) => name.trim());
  return named ? ALL.filter((engine) => named.includes(engine)) : [...ALL];
}

/** A student's browser of `engine` on this run's display; closed by `use`'s end. */
export async function withStudent<T>(
  engine: EngineName,
  use: (student: Student) => Promise<T>,
  options: StudentOptions = {},
): Promise<T> {
  const student = await Student.open(engine, { display: inject('display'), ...options });
  try {
    return await use(student);
  } finally {
    await student.close();
  }
}

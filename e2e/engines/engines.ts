/** The engines this run covers: all three, or those named in ENGINES (comma-separated). */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import type { EngineName } from './browsers';
import { Student, type StudentOptions } from './student';

const ALL: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];
const FAILURE_SHOTS = join('test-results', 'engine-failures');

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
  } catch (error) {
    // What the page looked like when it failed: CI keeps test-results/.
    mkdirSync(FAILURE_SHOTS, { recursive: true });
    await student
      .screenshot(join(FAILURE_SHOTS, `${engine}-${Date.now()}.png`))
      .catch(() => undefined);
    throw error;
  } finally {
    await student.close();
  }
}

/** A folder for a test file's own files, removed once its tests are done; gives a path in it. */
export function testFolder(name: string): (file: string) => string {
  const dir = mkdtempSync(join(tmpdir(), `studyshelf-engine-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return (file) => join(dir, file);
}

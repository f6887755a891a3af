/** The engines this run covers: all three, or those named in ENGINES (comma-separated). */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject, it } from 'vitest';
import { namedEngines, type EngineName } from './browsers';
import type { Account } from './flows';
import { Student, type StudentOptions } from './student';

const FAILURE_SHOTS = join('test-results', 'engine-failures');

/**
 * The engines a group of flows runs in: Firefox and WebKit, and Chromium too with
 * `{ chromium: true }`, or those named in ENGINES (comma-separated). The Playwright suite (e2e/)
 * drives every screen in Chromium, each test on a fresh in-memory device; so here Chromium runs
 * only the flows whose point is what its profile keeps on disk across a restart, or how its
 * storage fails (see `everyEngine`).
 */
export function engines({ chromium = false } = {}): EngineName[] {
  const wanted = namedEngines();
  return process.env.ENGINES || chromium
    ? wanted
    : wanted.filter((engine) => engine !== 'chromium');
}

/**
 * In a group run with `{ chromium: true }`: `it` for a flow about the disk or a storage fault,
 * which Chromium runs here too, and `beyondChromium` for one the Playwright suite already proves
 * in Chromium, which is defined for Firefox and WebKit only.
 */
export function flowsIn(engine: EngineName) {
  const defineNothing = ((): void => undefined) as unknown as typeof it;
  return { it, beyondChromium: engine === 'chromium' ? defineNothing : it };
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

/**
 * A student's browser of `engine`, signed in with a branch and on the dashboard: a copy of the
 * profile global-setup.ts signed in once through the real form, so each test starts where a
 * student's first sign-in leaves them without typing it again. Its account is the run's.
 */
export function withEnrolledStudent<T>(
  engine: EngineName,
  use: (student: Student, account: Account) => Promise<T>,
  options: StudentOptions = {},
): Promise<T> {
  const { profileDir, account } = inject('signedInProfiles')[engine];
  return withStudent(
    engine,
    async (student) => {
      await student.goto('/dashboard');
      await student.expectRole('button', 'Open profile menu');
      return use(student, account);
    },
    { ...options, profileFrom: profileDir },
  );
}

/** A folder for a test file's own files, removed once its tests are done; gives a path in it. */
export function testFolder(name: string): (file: string) => string {
  const dir = mkdtempSync(join(tmpdir(), `studyshelf-engine-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return (file) => join(dir, file);
}

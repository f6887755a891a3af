/** What students do in many engine tests: enrol, upload, download, back up. */
import { createHash } from 'node:crypto';
import { createReadStream, rmSync } from 'node:fs';
import { NETWORK_REPORT } from './page-scripts';
import type { Student } from './student';
import {
  AUTH_EMULATOR,
  chooseBranchThroughForm,
  createAccount as createEmulatorAccount,
  signInThroughForm,
  type Credentials,
  type FormDriver,
} from '../../scripts/student-account.mjs';

export const MB = 1024 * 1024;
/**
 * A sign-in is a round trip to the Auth emulator and a write of the session to IndexedDB: on a
 * busy machine running three browsers, WebKit has taken more than 15 s over it.
 */
const SIGN_IN_MS = 45_000;

export type Account = Credentials;

/** An account made straight on the emulator (the form's sign-up has its own test). */
export function createAccount(): Promise<Account> {
  return createEmulatorAccount();
}

/** A student's browser as the sign-in form and branch screen need it. */
function forms(student: Student): FormDriver {
  return {
    goto: (path) => student.goto(path),
    path: () => student.path(),
    fill: (label, value) => student.fill(label, value),
    setChecked: async (label, checked) => {
      if (!checked) throw new Error('the engine suite signs in with Remember me');
      await student.check(label);
    },
    clickButton: (name) => student.click('button', name),
    waitForPath: (pattern, timeoutMs) => student.expectPath(pattern, timeoutMs),
  };
}

/**
 * WebKitGTK, on CI only, has left a sign-in made after a sign-up and sign-out in the same browser
 * unanswered ("Signing In..." throughout, or Firebase's 30 s network timeout), and a reload of the
 * page did not mend it, while the same request from a fresh browser answers in milliseconds; the
 * cause is not found (docs/three-engines.md). There a student closes the browser, opens it again
 * and signs in, and so does this flow, once, logging where the page's requests stood; any other
 * engine, or a second failure, fails the test.
 */
export async function signIn(student: Student, account: Account): Promise<void> {
  try {
    await signInThroughForm(forms(student), account, { timeoutMs: SIGN_IN_MS });
    return;
  } catch (error) {
    if (student.engine !== 'webkit') throw error;
    const report = await student
      .evaluate<string>(NETWORK_REPORT, new URL(AUTH_EMULATOR).origin)
      .catch((reason: unknown) => `no report: ${(reason as Error).message}`);
    console.warn(
      `WebKit sign-in not answered (${report}); reopening the browser: ${(error as Error).message}`,
    );
  }
  await student.restart();
  await signInThroughForm(forms(student), account, { timeoutMs: SIGN_IN_MS });
}

export async function chooseBranch(student: Student): Promise<void> {
  await chooseBranchThroughForm(forms(student));
}

/** A new student, signed in with a branch, on the dashboard. */
export async function enrol(student: Student): Promise<Account> {
  const account = await createAccount();
  await signIn(student, account);
  await chooseBranch(student);
  return account;
}

export interface KindRoute {
  upload: string;
  view: string;
  button: string;
}

export const ROUTES = {
  notes: (subject = 'dsa'): KindRoute => ({
    upload: `/upload-notes/${subject}`,
    view: `/view-notes/${subject}`,
    button: 'Upload Files',
  }),
  papers: (subject = 'big-data', type = 'mid-sem'): KindRoute => ({
    upload: `/upload-papers/${subject}/${type}`,
    view: `/view-papers/${subject}/${type}`,
    button: 'Upload Papers',
  }),
  schedules: (): KindRoute => ({
    upload: '/upload-schedule',
    view: '/view-schedules',
    button: 'Upload Schedules',
  }),
  books: (subject = 'game-theory'): KindRoute => ({
    upload: `/upload-reference-books/${subject}`,
    view: `/view-reference-books/${subject}`,
    button: 'Upload Books',
  }),
};

/** The upload screens' failure messages: notes', and the other kinds'. */
const UPLOAD_FAILED =
  /Error uploading files\. Please try again\.|Upload failed\. Please try again\./;

/** Picks the files on the kind's upload screen, uploads them and waits until each is listed. */
export async function upload(student: Student, route: KindRoute, paths: string[]): Promise<void> {
  await student.goto(route.upload);
  await student.setFiles('Files to upload', paths);
  await student.click('button', route.button);
  const clicked = Date.now();
  let failedAfterMs: number | null = null;
  // Notes open their list once stored; the other kinds say how many files were stored.
  await student.waitUntil(
    'the upload to finish',
    async () => {
      if ((await student.path()) === route.view) return true;
      const text = await student.pageText();
      if (UPLOAD_FAILED.test(text)) failedAfterMs ??= Date.now() - clicked;
      return failedAfterMs !== null || /Successfully uploaded \d+/.test(text);
    },
    120_000,
  );
  if (failedAfterMs !== null) {
    // When it failed tells a write the browser left hanging (given up after stallBoundMs) from
    // one it refused at once.
    throw new Error(`The upload said it failed ${failedAfterMs} ms after ${route.button}`);
  }
  if ((await student.path()) !== route.view) await student.goto(route.view);
  for (const path of paths) {
    const name = path.split('/').pop() ?? path;
    await student.expectRole('button', `Download ${name}`, true, 60_000);
  }
}

export async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const block of createReadStream(path)) hash.update(block as Buffer);
  return hash.digest('hex');
}

/** Downloads `name` from the list at `view` and returns the hash of what arrived. */
export async function downloadHash(student: Student, view: string, name: string): Promise<string> {
  rmSync(`${student.downloadDir}/${name}`, { force: true });
  if ((await student.path()) !== view) await student.goto(view);
  await student.click('button', `Download ${name}`);
  return sha256(await student.download(name));
}

// The benchmark's student: an account on the emulator, then the real sign-in form and branch
// screen, as every suite makes one (scripts/student-account.mjs).
import {
  chooseBranchThroughForm,
  createAccount,
  newCredentials,
  playwrightForms,
  signInThroughForm,
} from '../student-account.mjs';

/** @returns {Promise<{ email: string, password: string, uid: string }>} */
export function createStudent() {
  return createAccount(newCredentials('bench'));
}

/**
 * Signs `user` in through the form with Remember me, and chooses the branch.
 * @param {import('playwright-core').Page} page
 */
export async function signInStudent(page, user) {
  const forms = playwrightForms(page);
  await signInThroughForm(forms, user);
  await chooseBranchThroughForm(forms);
}

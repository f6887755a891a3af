/**
 * Adding, renaming and removing the student's own subjects. A subject's files follow a rename:
 * its slug keys its lists, so each file moves (as "Move to…" moves one) to the new slug's list
 * with its marks. A subject is removed only when nothing names it: no file in its lists, none of
 * the student's in the Trash (a restore would list it where no screen shows it).
 */
import { listFiles } from '../../../storage/file-store';
import { slugify } from '../../../storage/keys';
import {
  MAX_OWN_SUBJECTS,
  MAX_SUBJECT_NAME,
  isSubjectName,
  readOwnSubjects,
  saveOwnSubjects,
  type OwnSemester,
  type OwnSubject,
} from '../../../storage/own-subjects-store';
import { trashOf } from '../../../storage/trash';
import { fileCountText } from '../../../shared/file-count';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { subjectLists } from '../../library/list-places';
import { moveStoredFile } from '../list/move-file';

export { MAX_SUBJECT_NAME, type OwnSemester };

export const ownSubjectMessages = {
  noName: "Type the subject's name.",
  badName: `A subject's name needs a letter A to Z or a digit, and at most ${MAX_SUBJECT_NAME} characters.`,
  taken: (name: string) => `There is already a subject named ${name}.`,
  tooMany: `You have ${MAX_OWN_SUBJECTS} subjects of your own, as many as StudyShelf keeps. Remove one first.`,
  notSaved: "The subject could not be saved: this browser's storage is full or switched off.",
  added: (name: string, semester: OwnSemester) => `Added ${name} to Semester ${semester}.`,
  renamed: (from: string, to: string, files: number) =>
    files === 0
      ? `Renamed ${from} to ${to}.`
      : `Renamed ${from} to ${to}; its ${fileCountText(files)} moved with it.`,
  partlyRenamed: (from: string, to: string, left: number) =>
    `${to} is added, but ${fileCountText(left)} could not be moved and ${left === 1 ? 'is' : 'are'} still in ${from}. Please try again.`,
  inTrash: (name: string, count: number) =>
    `${fileCountText(count)} of ${name} ${count === 1 ? 'is' : 'are'} in the Trash. Restore or delete ${count === 1 ? 'it' : 'them'} for good first.`,
  notEmpty: (name: string, count: number) =>
    `${name} still holds ${fileCountText(count)}. Move or delete ${count === 1 ? 'it' : 'them'} first.`,
  removed: (name: string) => `Removed ${name}.`,
} as const;

/** Either what was done (to tell the student) or why it was not. */
export type SubjectOutcome = { ok: true; text: string; slug: string } | { ok: false; text: string };

/** Why `typed` cannot name a new subject, or null. `existing`: every subject's name by slug. */
function nameProblem(typed: string, existing: ReadonlyMap<string, string>): string | null {
  const name = typed.trim();
  if (name === '') return ownSubjectMessages.noName;
  if (!isSubjectName(name)) return ownSubjectMessages.badName;
  const other = existing.get(slugify(name));
  return other === undefined ? null : ownSubjectMessages.taken(other);
}

/** The name of every subject of `kinds`, by slug, the own subjects' last. */
function subjectNames(kinds: readonly KindSettings[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const kind of kinds) {
    for (const scope of kind.scopes()) {
      const name = scope.subject && kind.names(scope).subject;
      if (scope.subject && name) names.set(scope.subject, name);
    }
  }
  for (const subject of readOwnSubjects()) names.set(slugify(subject.name), subject.name);
  return names;
}

/**
 * Adds a subject to `semester` of `kind`'s subjects: one that kind lists already is refused,
 * one only another kind lists (books' "Advance DSA", added to the notes) joins it on its page.
 */
export function addOwnSubject(
  typed: string,
  semester: OwnSemester,
  kind: KindSettings,
): SubjectOutcome {
  const own = readOwnSubjects();
  const existing = subjectNames([kind]);
  const problem = nameProblem(typed, existing);
  if (problem) return { ok: false, text: problem };
  if (own.length >= MAX_OWN_SUBJECTS) return { ok: false, text: ownSubjectMessages.tooMany };
  const name = typed.trim();
  const added: OwnSubject = { name, semester, addedAt: new Date().toISOString() };
  if (!saveOwnSubjects([...own, added])) return { ok: false, text: ownSubjectMessages.notSaved };
  return { ok: true, text: ownSubjectMessages.added(name, semester), slug: slugify(name) };
}

/** The files in the lists of the subject `slug`, of every kind. */
function filesOf(kinds: readonly KindSettings[], slug: string) {
  return subjectLists(kinds, slug).flatMap(({ kind, scope }) =>
    listFiles(kind.layout(scope).listKey).map((record) => ({ record, kind, scope })),
  );
}

/** How many of the student's files in the Trash came from the subject `slug`'s lists. */
function inTrash(kinds: readonly KindSettings[], slug: string, uid: string): number {
  const keys = new Set(
    subjectLists(kinds, slug).map(({ kind, scope }) => kind.layout(scope).listKey),
  );
  return trashOf(uid).filter(({ listKey }) => keys.has(listKey)).length;
}

/**
 * Renames the own subject `slug` to `typed`, its files moving with it. The new name may be no
 * other subject's, of any kind: a rename is not a merge.
 */
export async function renameOwnSubject(
  slug: string,
  typed: string,
  { kinds, uid }: { kinds: readonly KindSettings[]; uid: string },
): Promise<SubjectOutcome> {
  const own = readOwnSubjects();
  const subject = own.find(({ name }) => slugify(name) === slug);
  if (!subject) return { ok: false, text: ownSubjectMessages.notSaved };
  const name = typed.trim();
  const to = slugify(name);
  const existing = subjectNames(kinds);
  // The same slug (a change of case or spacing) names the same lists: nothing moves.
  existing.delete(slug);
  const problem = nameProblem(typed, existing);
  if (problem) return { ok: false, text: problem };
  const renamed: OwnSubject = { ...subject, name };
  if (to === slug) {
    const saved = saveOwnSubjects(own.map((entry) => (entry === subject ? renamed : entry)));
    return saved
      ? { ok: true, text: ownSubjectMessages.renamed(subject.name, name, 0), slug }
      : { ok: false, text: ownSubjectMessages.notSaved };
  }
  const trashed = inTrash(kinds, slug, uid);
  if (trashed > 0) return { ok: false, text: ownSubjectMessages.inTrash(subject.name, trashed) };
  // The new subject first: its lists must be known before files move into them.
  if (!saveOwnSubjects([...own, renamed])) return { ok: false, text: ownSubjectMessages.notSaved };
  const files = filesOf(kinds, slug);
  let left = 0;
  for (const file of files) {
    const { moved } = await moveStoredFile(
      file,
      { kind: file.kind, scope: { ...file.scope, subject: to } },
      uid,
    );
    if (!moved) left += 1;
  }
  if (left > 0)
    return { ok: false, text: ownSubjectMessages.partlyRenamed(subject.name, name, left) };
  // The renamed subject takes the old one's place in its semester.
  saveOwnSubjects(
    readOwnSubjects()
      .filter((entry) => slugify(entry.name) !== to)
      .map((entry) => (slugify(entry.name) === slug ? renamed : entry)),
  );
  return {
    ok: true,
    text: ownSubjectMessages.renamed(subject.name, name, files.length),
    slug: to,
  };
}

/** Removes the own subject `slug` when nothing names it; says why not otherwise. */
export function removeOwnSubject(
  slug: string,
  { kinds, uid }: { kinds: readonly KindSettings[]; uid: string },
): SubjectOutcome {
  const own = readOwnSubjects();
  const subject = own.find(({ name }) => slugify(name) === slug);
  if (!subject) return { ok: false, text: ownSubjectMessages.notSaved };
  const held = filesOf(kinds, slug).length;
  if (held > 0) return { ok: false, text: ownSubjectMessages.notEmpty(subject.name, held) };
  const trashed = inTrash(kinds, slug, uid);
  if (trashed > 0) return { ok: false, text: ownSubjectMessages.inTrash(subject.name, trashed) };
  if (!saveOwnSubjects(own.filter((entry) => entry !== subject))) {
    return { ok: false, text: ownSubjectMessages.notSaved };
  }
  return { ok: true, text: ownSubjectMessages.removed(subject.name), slug };
}

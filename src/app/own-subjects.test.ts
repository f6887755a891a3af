import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { materialKinds } from './material-kinds';
import { listFiles, readFile, saveFile } from '../storage/file-store';
import { setStarred, starredFiles } from '../storage/marks-store';
import { readOwnSubjects, saveOwnSubjects } from '../storage/own-subjects-store';
import { deleteForGood, moveToTrash } from '../storage/trash';
import { expectPatternBytes, realFile, resetFileDb } from '../testing/stored-files';
import { booksSettings } from '../features/books/book-settings';
import { notesSettings } from '../features/notes/notes-settings';
import { notesSemesters } from '../features/notes/notes-subjects';
import { papersSettings } from '../features/papers/paper-settings';
import { questionPapersList } from '../features/papers/paper-subjects';
import type { KindSettings, MaterialScope } from '../features/library/kinds/kind-settings';
import { recordId } from '../features/library/kinds/record-id';
import {
  addOwnSubject,
  ownSubjectMessages,
  removeOwnSubject,
  renameOwnSubject,
} from '../features/materials/subjects/manage-own-subjects';

const UID = 'uid-student';
const options = { kinds: materialKinds, uid: UID };
const names = (semesters: ReturnType<typeof notesSemesters>, id: 1 | 2) =>
  semesters.find((semester) => semester.id === id)?.subjects.map(({ name }) => name) ?? [];

async function storeIn(
  kind: KindSettings = notesSettings,
  scope: MaterialScope = { subject: 'quantum-computing' },
  size = 1500,
) {
  return saveFile({
    layout: kind.layout(scope),
    file: realFile(`qubits-${size}.pdf`, size, 'application/pdf'),
    record: { id: recordId(...kind.idPrefix(scope)), uploadedBy: UID },
  });
}

beforeEach(() => resetFileDb());
afterEach(async () => {
  localStorage.clear();
  await resetFileDb();
});

describe('adding a subject', () => {
  it('puts it after the spec subjects of its semester, for notes, papers and books', () => {
    const outcome = addOwnSubject('  Quantum Computing ', 2, notesSettings);
    expect(outcome).toEqual({
      ok: true,
      text: 'Added Quantum Computing to Semester 2.',
      slug: 'quantum-computing',
    });
    const notes = names(notesSemesters(), 2);
    expect(notes).toHaveLength(11);
    expect(notes.at(-1)).toBe('Quantum Computing');
    expect(names(notesSemesters(), 1)).toHaveLength(7);
    expect(names(questionPapersList.semesters(), 2).at(-1)).toBe('Quantum Computing');
    expect(notesSettings.knowsScope({ subject: 'quantum-computing' })).toBe(true);
    expect(papersSettings.knowsScope({ subject: 'quantum-computing', paperType: 'mid-sem' })).toBe(
      true,
    );
    expect(booksSettings.names({ subject: 'quantum-computing' }).subject).toBe('Quantum Computing');
    expect(notesSettings.layout({ subject: 'quantum-computing' }).listKey).toBe(
      'notes_quantum-computing',
    );
  });

  it('refuses an empty name, a bad one, and one its kind or the student has already', () => {
    expect(addOwnSubject('   ', 1, notesSettings)).toEqual({
      ok: false,
      text: ownSubjectMessages.noName,
    });
    expect(addOwnSubject('!!!', 1, notesSettings)).toMatchObject({
      text: ownSubjectMessages.badName,
    });
    expect(addOwnSubject('x'.repeat(61), 1, notesSettings)).toMatchObject({
      text: ownSubjectMessages.badName,
    });
    expect(addOwnSubject('dsa', 2, notesSettings)).toMatchObject({
      text: 'There is already a subject named DSA.',
    });
    addOwnSubject('Compilers', 1, notesSettings);
    expect(addOwnSubject('COMPILERS', 2, booksSettings)).toMatchObject({
      text: 'There is already a subject named Compilers.',
    });
    expect(readOwnSubjects().map(({ name }) => name)).toEqual(['Compilers']);
  });

  it("joins a subject only another kind has: books' Advance DSA gains notes", () => {
    expect(addOwnSubject('Advance DSA', 1, booksSettings)).toMatchObject({ ok: false });
    expect(addOwnSubject('Advance DSA', 1, notesSettings)).toMatchObject({ ok: true });
    expect(names(notesSemesters(), 1).at(-1)).toBe('Advance DSA');
    // Books keep their own entry, once.
    expect(
      names(questionPapersList.semesters(), 1).filter((name) => name === 'Advance DSA'),
    ).toHaveLength(1);
  });

  it('stops at as many as a device keeps', () => {
    saveOwnSubjects(
      Array.from({ length: 60 }, (_, index) => ({
        name: `Elective ${index}`,
        semester: 1 as const,
        addedAt: '2026-12-01T10:00:00.000Z',
      })),
    );
    expect(addOwnSubject('One more', 1, notesSettings)).toMatchObject({
      text: ownSubjectMessages.tooMany,
    });
  });
});

describe('renaming a subject', () => {
  it('moves its notes, papers and books to the new name, with their bytes and stars', async () => {
    addOwnSubject('Quantum Computing', 2, notesSettings);
    const note = await storeIn(notesSettings, { subject: 'quantum-computing' }, 1500);
    const paper = await storeIn(
      papersSettings,
      { subject: 'quantum-computing', paperType: 'end-sem' },
      6 * 1024 * 1024,
    );
    setStarred(UID, { listKey: 'notes_quantum-computing', id: note.id }, true);

    const outcome = await renameOwnSubject('quantum-computing', 'Quantum Algorithms', options);
    expect(outcome).toEqual({
      ok: true,
      text: 'Renamed Quantum Computing to Quantum Algorithms; its 2 files moved with it.',
      slug: 'quantum-algorithms',
    });
    expect(readOwnSubjects()).toEqual([
      expect.objectContaining({ name: 'Quantum Algorithms', semester: 2 }),
    ]);
    expect(listFiles('notes_quantum-computing')).toEqual([]);
    expect(listFiles('papers_quantum-computing_end-sem')).toEqual([]);
    const [movedNote] = listFiles('notes_quantum-algorithms');
    const [movedPaper] = listFiles('papers_quantum-algorithms_end-sem');
    if (!movedNote || !movedPaper) throw new Error('a file did not move');
    expect(movedNote.fileName).toBe(note.fileName);
    expect(movedNote.id).toMatch(/^notes_quantum-algorithms_\d{13}_[a-z0-9]{9}$/);
    expect(starredFiles(UID).map(({ id }) => id)).toEqual([movedNote.id]);
    await expectPatternBytes(
      await readFile(movedNote, notesSettings.layout({ subject: 'quantum-algorithms' })),
      1500,
    );
    await expectPatternBytes(
      await readFile(
        movedPaper,
        papersSettings.layout({ subject: 'quantum-algorithms', paperType: 'end-sem' }),
      ),
      6 * 1024 * 1024,
    );
    expect(paper.isLargeFile).toBe(true);
  });

  it('changes only the name when the slug stays, and refuses another subject’s name', async () => {
    addOwnSubject('Quantum computing', 2, notesSettings);
    await storeIn();
    expect(await renameOwnSubject('quantum-computing', 'Quantum Computing', options)).toMatchObject(
      { ok: true, slug: 'quantum-computing' },
    );
    expect(listFiles('notes_quantum-computing')).toHaveLength(1);
    expect(await renameOwnSubject('quantum-computing', 'Advance DSA', options)).toEqual({
      ok: false,
      text: 'There is already a subject named Advance DSA.',
    });
  });

  it('waits while the Trash holds one of its files', async () => {
    addOwnSubject('Quantum Computing', 2, notesSettings);
    const note = await storeIn();
    await moveToTrash(UID, 'notes_quantum-computing', [note]);
    expect(await renameOwnSubject('quantum-computing', 'Qubits', options)).toEqual({
      ok: false,
      text: ownSubjectMessages.inTrash('Quantum Computing', 1),
    });
    expect(readOwnSubjects().map(({ name }) => name)).toEqual(['Quantum Computing']);
  });
});

describe('removing a subject', () => {
  it('is refused while a file or a Trash entry names it, and done once none does', async () => {
    addOwnSubject('Quantum Computing', 2, notesSettings);
    const book = await storeIn(booksSettings, { subject: 'quantum-computing' });
    expect(removeOwnSubject('quantum-computing', options)).toEqual({
      ok: false,
      text: 'Quantum Computing still holds 1 file. Move or delete it first.',
    });
    await moveToTrash(UID, 'refbooks_quantum-computing', [book]);
    expect(removeOwnSubject('quantum-computing', options)).toEqual({
      ok: false,
      text: '1 file of Quantum Computing is in the Trash. Restore or delete it for good first.',
    });
    await deleteForGood(UID, [book.id]);
    expect(removeOwnSubject('quantum-computing', options)).toMatchObject({ ok: true });
    expect(readOwnSubjects()).toEqual([]);
  });

  it('takes an empty subject out of every kind', () => {
    addOwnSubject('Robotics', 1, notesSettings);
    expect(removeOwnSubject('robotics', options)).toEqual({
      ok: true,
      text: 'Removed Robotics.',
      slug: 'robotics',
    });
    expect(notesSettings.knowsScope({ subject: 'robotics' })).toBe(false);
    expect(names(notesSemesters(), 1)).toHaveLength(7);
  });
});

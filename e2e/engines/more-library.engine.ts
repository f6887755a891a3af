import { describe, expect, it } from 'vitest';
import { writeRandomFile, writeSparseFile } from '../files';
import { writePdf } from '../sample-files';
import { engines, flowsIn, testFolder, withEnrolledStudent } from './engines';
import {
  chooseBranch,
  createAccount,
  downloadHash,
  MB,
  ROUTES,
  sha256,
  signIn,
  upload,
} from './flows';
import { READ_LIST } from './page-scripts';

const testFile = testFolder('more');

describe.each(engines({ chromium: true }))('%s: more of the library', (engine) => {
  const { beyondChromium } = flowsIn(engine);
  it('after a restart a 6 MB PDF paper read back from disk opens in the preview, and a starred note is still starred and on the dashboard', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const paper = `${engine}-big-paper.pdf`;
      writePdf(testFile(paper), 4, 1536 * 1024);
      await upload(student, ROUTES.papers(), [testFile(paper)]);
      const note = `${engine}-stacks.pdf`;
      await upload(student, ROUTES.notes(), [writeRandomFile(testFile(note), 2 * MB)]);
      await student.click('button', `Star ${note}`);
      await student.restart();

      await student.goto(ROUTES.papers().view);
      await student.click('button', `Preview ${paper}`);
      await student.expectText('Page 1 of 4', 30_000);

      await student.goto(ROUTES.notes().view);
      await student.expectRole('button', `Star ${note}`);
      const pressed = await student.evaluate<string>(
        `function (label) { return document.querySelector('[aria-label="' + label + '"]').getAttribute('aria-pressed'); }`,
        `Star ${note}`,
      );
      expect(pressed).toBe('true');
      await student.goto('/dashboard');
      await student.expectText('Starred files');
      await student.expectText(note);
    });
  });

  beyondChromium(
    'a subject of one’s own takes three chunked notes, which a rename moves byte for byte; chosen together they are deleted at once, and one Undo brings them back whole',
    async () => {
      await withEnrolledStudent(engine, async (student) => {
        await student.goto('/subject-notes');
        await student.click('button', 'SEMESTER 2');
        await student.click('button', 'Add a subject');
        await student.fill('Subject name', 'Quantum Computing');
        await student.click('button', 'Add subject');
        await student.expectText('Added Quantum Computing to Semester 2.');
        const names = ['a', 'b', 'c'].map((part) => `${engine}-qubits-${part}.pdf`);
        const paths = names.map((name, index) => writeRandomFile(testFile(name), MB + 1 + index));
        await upload(student, ROUTES.notes('quantum-computing'), paths);

        await student.goto('/subjects/quantum-computing');
        await student.click('button', 'Rename subject');
        await student.fill('Subject name', 'Quantum Computing II');
        await student.click('button', 'Rename');
        await student.expectPath(/^\/subjects\/quantum-computing-ii$/);
        await student.expectText(
          'Renamed Quantum Computing to Quantum Computing II; its 3 files moved with it.',
        );
        const route = ROUTES.notes('quantum-computing-ii');
        for (const [index, name] of names.entries()) {
          expect(await downloadHash(student, route.view, name)).toBe(
            await sha256(paths[index] ?? ''),
          );
        }

        for (const name of names) await student.check(`Select ${name}`);
        await student.expectText('3 chosen');
        await student.click('button', 'Delete');
        await student.click('button', 'Delete 3 files');
        await student.expectText('Moved 3 files to the Trash.');
        await student.expectNoText(names[0] ?? '');
        await student.click('button', 'Undo');
        expect(await downloadHash(student, route.view, names[2] ?? '')).toBe(
          await sha256(paths[2] ?? ''),
        );
      });
    },
  );

  beyondChromium('Clear All on a shared device takes only this student’s files', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const route = ROUTES.notes('quantum-theory');
      const theirs = writeRandomFile(testFile(`${engine}-qubits.pdf`), 2 * MB + 1);
      await upload(student, route, [theirs]);
      await student.click('button', 'Open profile menu');
      await student.click('button', 'Sign Out');
      await student.expectPath(/^\/$/);

      await signIn(student, await createAccount());
      await chooseBranch(student);
      const mine = writeRandomFile(testFile(`${engine}-mine.pdf`), 2 * MB + 2);
      await upload(student, route, [mine]);
      await student.click('button', 'Clear All');
      await student.expectText('This removes 1 file.');
      await student.click('button', 'Clear All');
      await student.expectNoText(`${engine}-mine.pdf`);
      expect(await downloadHash(student, route.view, `${engine}-qubits.pdf`)).toBe(
        await sha256(theirs),
      );
    });
  });

  beyondChromium(
    'a file over 100 MB is refused by name and nothing is stored; the library panel says how much room is used, or that this browser cannot say',
    async () => {
      await withEnrolledStudent(engine, async (student) => {
        const huge = `${engine}-huge.pdf`;
        writeSparseFile(testFile(huge), 100 * MB + 1);
        await student.goto(ROUTES.notes().upload);
        await student.setFiles('Files to upload', [testFile(huge)]);
        await student.click('button', 'Upload Files');
        await student.expectText(
          `The following files are too large (max 100 MB per file): ${huge}`,
        );
        expect(await student.evaluate(READ_LIST, 'notes_dsa')).toBeNull();

        await upload(student, ROUTES.notes(), [
          writeRandomFile(testFile(`${engine}-room.pdf`), 2 * MB),
        ]);
        await student.goto('/dashboard');
        await student.expectText(
          /[\d.]+ (Bytes|KB|MB|GB) used, [\d.]+ (Bytes|KB|MB|GB) free|This browser does not say how much room is left\./,
        );
        // WebKit erases a site's files after 7 days without a visit, whatever persist() says:
        // that is the risk its protection line names, not space running low.
        if (engine === 'webkit') {
          await student.expectText('Safari erases these files after 7 days without a visit');
          await student.expectNoText('space runs low');
        } else
          await student.expectText(
            /Persistent|Not persistent|This browser does not say whether it keeps your files/,
          );
      });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { writeWordDocument } from '../document-files';
import { writeRandomFile } from '../files';
import { writePdfWithWords } from '../sample-files';
import { engines, flowsIn, testFolder, withEnrolledStudent } from './engines';
import { downloadHash, MB, ROUTES, sha256, upload } from './flows';
import { SEARCH_INDEX_HOLDS } from './page-scripts';

const testFile = testFolder('library');

describe.each(engines({ chromium: true }))('%s: the library', (engine) => {
  const { beyondChromium } = flowsIn(engine);
  it('words inside a stored PDF and Word document are found after a restart, and open the PDF at their page', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const pdf = `${engine}-graphs.pdf`;
      // Over 1 MB: a chunked note, which the page reads back from IndexedDB for the index's worker.
      const paths = [
        writePdfWithWords(testFile(pdf), 6, { 4: 'Kosaraju finds components' }, 300_000),
        await writeWordDocument(testFile(`${engine}-seminar.docx`), ['Intro', 'Dijkstra relaxes']),
      ];
      await upload(student, ROUTES.notes(), paths);
      await student.goto('/dashboard');
      await student.expectText('Search index: 2 of 2 files', 60_000);
      await student.restart();
      await student.goto('/dashboard');
      // A browser closed right after a save may not have kept the newest words (WebKit, on a busy
      // machine): the index then reads that file again, and says so until it is done.
      await student.expectText('Search index: 2 of 2 files', 60_000);
      await student.fill('Search files', 'dijkstra');
      await student.expectRole('option', new RegExp(`${engine}-seminar\\.docx.*Page 2`));
      await student.fill('Search files', 'kosar');
      await student.expectRole('option', new RegExp(`${engine}-graphs\\.pdf.*Page 4`));
      await student.press('ArrowDown');
      await student.press('Enter');
      await student.expectRole('dialog', pdf);
      await student.expectText('Page 4 of 6');
      await student.expectRole('button', 'Next match');
      // On disk where the engine gives workers the origin-private file system (WebKitGTK does
      // not), else kept as an image in IndexedDB. Read last: the page reading the index's files
      // while the worker holds them is no part of what a student does.
      expect(await student.evaluate(SEARCH_INDEX_HOLDS, 'dijkstra')).toBe(
        engine === 'webkit' ? 'image' : 'disk',
      );
    });
  });

  beyondChromium(
    'search by name opens a stored file over its list; deleted, it can be undone, waits in the Trash whole, and is deleted for good from there',
    async () => {
      await withEnrolledStudent(engine, async (student) => {
        const name = `${engine}-dijkstra.pdf`;
        const path = writeRandomFile(testFile(name), 3 * MB);
        const route = ROUTES.notes();
        await upload(student, route, [path]);
        await student.goto('/dashboard');
        await student.fill('Search files', 'no-such-file-anywhere');
        await student.expectText('No files match');
        await student.fill('Search files', 'dijkstra');
        await student.expectRole('option', new RegExp(`${engine}-dijkstra\\.pdf`));
        await student.expectText('1 file matches.');
        await student.press('ArrowDown');
        await student.press('Enter');
        await student.expectPath(/\/view-notes\/dsa$/);
        await student.expectRole('dialog', name);
        await student.click('button', 'Close preview');

        await student.click('button', `Delete ${name}`);
        await student.click('button', 'Delete');
        await student.expectText(`Deleted '${name}'.`);
        await student.click('button', 'Undo');
        expect(await downloadHash(student, route.view, name)).toBe(await sha256(path));

        await student.click('button', `Delete ${name}`);
        await student.click('button', 'Delete');
        await student.expectText(`Deleted '${name}'.`);
        await student.expectText('No files uploaded yet', 20_000);
        await student.reload();
        await student.expectText('No files uploaded yet');

        // From the Trash, after a restart of the page, it comes back the same to the byte.
        await student.goto('/trash');
        await student.click('button', `Restore ${name}`);
        await student.expectText(`Restored '${name}' to its list.`);
        expect(await downloadHash(student, route.view, name)).toBe(await sha256(path));
        await student.click('button', `Delete ${name}`);
        await student.click('button', 'Delete');
        await student.goto('/trash');
        await student.click('button', `Delete for good: ${name}`);
        await student.click('button', 'Delete for good');
        await student.expectText('The Trash is empty');
        await student.goto('/dashboard');
        await student.click('button', 'Check integrity');
        await student.expectText(
          'Integrity check: every listed file is whole and no leftover data remains.',
          45_000,
        );
      });
    },
  );

  beyondChromium(
    'Clear All empties the list after its confirmation, and the integrity check finds it whole',
    async () => {
      await withEnrolledStudent(engine, async (student) => {
        const route = ROUTES.notes('iot');
        const paths = [1, 2].map((n) =>
          writeRandomFile(testFile(`${engine}-sensor-${n}.pdf`), n * MB + 9),
        );
        await upload(student, route, paths);
        await student.click('button', 'Clear All');
        await student.expectText('This removes 2 files.');
        await student.click('button', 'Clear All');
        await student.expectText('No files uploaded yet');
        const kept = writeRandomFile(testFile(`${engine}-kept.pdf`), 2 * MB + 1);
        await upload(student, route, [kept]);
        await student.goto('/dashboard');
        await student.click('button', 'Check integrity');
        // The check reads every stored record: on a loaded machine WebKit takes its time.
        await student.expectText(
          'Integrity check: every listed file is whole and no leftover data remains.',
          45_000,
        );
      });
    },
  );
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeRandomFile } from '../files';
import { SCRIPT_MARK, writeBook, writeRichWordDocument } from '../document-files';
import { writePdf, writePdfWithWords, writePng, writeText } from '../sample-files';
import { engines, flowsIn, testFolder, withEnrolledStudent, withStudent } from './engines';
import { chooseBranch, downloadHash, MB, ROUTES, sha256, signIn, upload } from './flows';

const testFile = testFolder('preview');

describe.each(engines({ chromium: true }))('%s: reading and signing in', (engine) => {
  const { beyondChromium } = flowsIn(engine);
  beyondChromium(
    'each format opens in the preview: a PDF turns its pages, a text note, an image and a CSV schedule show, a Word document and an e-book show their text and pictures, the book’s links go to their chapter',
    async () => {
      await withEnrolledStudent(engine, async (student) => {
        const pdf = `${engine}-lecture.pdf`;
        writePdf(testFile(pdf), 3, 700 * 1024);
        const text = writeText(testFile(`${engine}-mqtt.txt`), 'Publish and subscribe over MQTT');
        await upload(student, ROUTES.notes(), [testFile(pdf), text]);
        await student.click('button', `Preview ${pdf}`);
        await student.expectRole('dialog', pdf);
        await student.expectText('Page 1 of 3', 30_000);
        await student.click('button', 'Next page');
        await student.expectText('Page 2 of 3');
        await student.click('button', 'Close preview');
        await student.expectNoText('Page 2 of 3');
        await student.click('button', `Preview ${engine}-mqtt.txt`);
        await student.expectRole('dialog', `${engine}-mqtt.txt`);
        await student.expectText('Publish and subscribe over MQTT');
        await student.click('button', 'Close preview');

        const png = writePng(testFile(`${engine}-rooms.png`), 120, 80);
        const csv = writeText(
          testFile(`${engine}-week.csv`),
          'Day,Subject,Room\nMon,DSA,101\nTue,"AI, ML",202\n',
        );
        await upload(student, ROUTES.schedules(), [png, csv]);
        await student.click('button', `Preview ${engine}-week.csv`);
        await student.expectRole('dialog', `${engine}-week.csv`);
        await student.expectText('AI, ML');
        await student.click('button', 'Close preview');
        await student.click('button', `Preview ${engine}-rooms.png`);
        await student.expectRole('dialog', `${engine}-rooms.png`);
        await student.expectPicture(`${engine}-rooms.png`, 120);

        const docx = await writeRichWordDocument(testFile(`${engine}-graphs.docx`));
        const epub = await writeBook(testFile(`${engine}-clrs.epub`), [
          {
            title: 'Sorting',
            body: '<h1>Merge sort</h1><p>Divide and conquer, then <a href="chapter2.xhtml#bfs">search a graph</a>.</p>',
          },
          {
            title: 'Graphs',
            body: '<h1 id="bfs">Breadth-first search</h1><img src="images/cover.png" alt="Cover"/>',
          },
        ]);
        await upload(student, ROUTES.books(), [docx, epub]);
        await student.click('button', `Preview ${engine}-graphs.docx`);
        await student.expectRole('dialog', `${engine}-graphs.docx`);
        await student.expectRole('heading', 'Graph algorithms');
        await student.expectText('O(V + E)');
        await student.expectPicture('A directed graph', 120);
        await student.click('button', 'Close preview');
        await student.click('button', `Preview ${engine}-clrs.epub`);
        await student.expectRole('heading', 'Merge sort');
        // The book's own link goes to its chapter; Back returns.
        await student.click('link', 'search a graph');
        await student.expectRole('heading', 'Breadth-first search');
        await student.click('button', 'Back');
        await student.expectRole('heading', 'Merge sort');
        await student.click('button', 'Next chapter');
        await student.expectRole('heading', 'Breadth-first search');
        await student.expectPicture('Cover', 80);
        expect(
          await student.evaluate<boolean>(`function () { return window.${SCRIPT_MARK} === true; }`),
        ).toBe(false);
      });
    },
  );

  it('a highlight on a PDF is kept across a restart, and the PDF saved with it carries it; a tap selects a sentence', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const name = `${engine}-trees.pdf`;
      const quote = 'Kruskal sorts the edges';
      await upload(student, ROUTES.notes(), [writePdfWithWords(testFile(name), 2, { 2: quote })]);
      await student.click('button', `Preview ${name}`);
      await student.expectText('Page 1 of 2', 30_000);
      await student.click('button', 'Next page');
      await student.expectText('Page 2 of 2');
      // The selection a drag across the words makes, made by script: WebDriver has no drag
      // that every engine turns into a text selection.
      await student.waitUntil('the words of page 2 to be selected', () =>
        student.evaluate<boolean>(
          `function (quote) {
            const page = document.querySelector('[data-page="2"] .textLayer');
            const span = page && [...page.querySelectorAll('span')].find((s) => s.textContent.includes(quote));
            if (!span) return false;
            const range = document.createRange();
            range.selectNodeContents(span);
            getSelection().removeAllRanges();
            getSelection().addRange(range);
            return true;
          }`,
          quote,
        ),
      );
      await student.click('button', 'Highlight in yellow');
      await student.click('button', 'Highlights and notes');
      await student.expectRole('button', `Yellow highlight: “${quote}”`);

      // Selecting without dragging: a tap on the words selects their sentence, through the
      // engine's own caret-from-point (WebKit has only the older form of it). The tap is on the
      // page's heading, which runs into the highlighted words with no full stop between.
      await student.click('button', 'Tap text to select a sentence');
      const tapped = await student.evaluate<string>(
        `function () {
          const page = document.querySelector('[data-page="2"] .textLayer');
          const span = page && [...page.querySelectorAll('span')].find((s) => s.textContent.includes('Page 2'));
          if (!span) return 'no text';
          getSelection().removeAllRanges();
          const box = span.getBoundingClientRect();
          const at = { bubbles: true, clientX: box.left + 3, clientY: box.top + box.height / 2 };
          span.dispatchEvent(new MouseEvent('click', at));
          return getSelection().toString();
        }`,
      );
      expect(tapped.replace(/\s+/g, ' ')).toContain(quote);

      await student.restart();
      await student.goto(ROUTES.notes().view);
      await student.click('button', `Preview ${name}`);
      await student.click('button', 'Highlights and notes');
      await student.expectRole('button', `Yellow highlight: “${quote}”`);
      await student.click('button', 'Save PDF with highlights');
      const saved = readFileSync(await student.download(`${engine}-trees (highlighted).pdf`));
      expect(saved.toString('latin1')).toMatch(/\/Subtype\s*\/Highlight/);
    });
  });

  beyondChromium(
    'a student signs up with the form, signs out, and signs in again to the same files',
    async () => {
      await withStudent(engine, async (student) => {
        const email = `student-${engine}-${Date.now()}@example.com`;
        await student.goto('/signup');
        await student.fill('Email', email);
        await student.fill('Password', 'secret-pass-1');
        await student.fill('Confirm Password', 'secret-pass-1');
        await student.click('button', 'Sign Up');
        await student.expectPath(/\/branch-selection$/);
        await chooseBranch(student);
        const name = `${engine}-kept.pdf`;
        const path = writeRandomFile(testFile(name), 2 * MB + 3);
        await upload(student, ROUTES.notes(), [path]);

        await student.click('button', 'Open profile menu');
        await student.click('button', 'Sign Out');
        await student.expectPath(/^\/$/);
        await student.goto(ROUTES.notes().view);
        await student.expectNoText(name);

        await signIn(student, { email, password: 'secret-pass-1' });
        await chooseBranch(student);
        expect(await downloadHash(student, ROUTES.notes().view, name)).toBe(await sha256(path));
      });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { writeRandomFile } from '../files';
import { engines, testFolder, withEnrolledStudent } from './engines';
import { downloadHash, MB, ROUTES, sha256, upload } from './flows';

const testFile = testFolder('kinds');

/**
 * Notes, papers and books share one way of storing a file (inline under the size threshold, in
 * chunks above it), which notes-storage proves in each engine at every size; a schedule is kept
 * as one record, and each kind checks formats by name and type as the engine reports them.
 */
describe.each(engines({ chromium: true }))('%s: every kind keeps its files whole', (engine) => {
  it('a paper and a 6 MB schedule (one record) come back the same after a restart; files of other formats are refused by name', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const small = writeRandomFile(testFile(`${engine}-paper-small.pdf`), 300 * 1024);
      const timetable = writeRandomFile(testFile(`${engine}-timetable.pdf`), 6 * MB + 3);
      const papers = ROUTES.papers();
      const books = ROUTES.books();
      await upload(student, papers, [small]);
      await student.expectText('Mid Semester');
      await upload(student, ROUTES.schedules(), [timetable]);

      const slides = writeRandomFile(testFile(`${engine}-slides.pptx`), 2048);
      await student.goto(books.upload);
      await student.setFiles('Files to upload', [slides]);
      await student.expectText(
        `File ${engine}-slides.pptx is not a supported format. Please upload PDF, image, EPUB, or Word document files.`,
      );
      const answers = writeRandomFile(testFile(`${engine}-answers.docx`), 4096);
      await student.goto(papers.upload);
      await student.setFiles('Files to upload', [answers]);
      await student.expectText(
        `File ${engine}-answers.docx is not a supported format. Please upload PDF or image files.`,
      );

      await student.restart();
      expect(await downloadHash(student, papers.view, `${engine}-paper-small.pdf`)).toBe(
        await sha256(small),
      );
      expect(await downloadHash(student, ROUTES.schedules().view, `${engine}-timetable.pdf`)).toBe(
        await sha256(timetable),
      );
    });
  });
});

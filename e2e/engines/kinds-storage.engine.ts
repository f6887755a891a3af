import { describe, expect, it } from 'vitest';
import { writeRandomFile } from '../files';
import { engines, testFolder, withEnrolledStudent } from './engines';
import { downloadHash, MB, ROUTES, sha256, upload } from './flows';

const testFile = testFolder('kinds');

describe.each(engines({ chromium: true }))('%s: every kind keeps its files whole', (engine) => {
  it('a paper (6 MB chunked and 300 KB inline), a 6 MB schedule (one record) and a 6 MB book come back the same after a restart; files of other formats are refused by name', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const paper = writeRandomFile(testFile(`${engine}-paper-6mb.pdf`), 6 * MB + 11);
      const small = writeRandomFile(testFile(`${engine}-paper-small.pdf`), 300 * 1024);
      const timetable = writeRandomFile(testFile(`${engine}-timetable.pdf`), 6 * MB + 3);
      const book = writeRandomFile(testFile(`${engine}-algorithms.pdf`), 6 * MB + 5);
      const papers = ROUTES.papers();
      const books = ROUTES.books();
      await upload(student, papers, [paper, small]);
      await student.expectText('Mid Semester');
      await upload(student, ROUTES.schedules(), [timetable]);
      await upload(student, books, [book]);

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
      expect(await downloadHash(student, papers.view, `${engine}-paper-6mb.pdf`)).toBe(
        await sha256(paper),
      );
      expect(await downloadHash(student, papers.view, `${engine}-paper-small.pdf`)).toBe(
        await sha256(small),
      );
      expect(await downloadHash(student, ROUTES.schedules().view, `${engine}-timetable.pdf`)).toBe(
        await sha256(timetable),
      );
      expect(await downloadHash(student, books.view, `${engine}-algorithms.pdf`)).toBe(
        await sha256(book),
      );
    });
  });
});

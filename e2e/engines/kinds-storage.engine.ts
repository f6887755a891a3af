import { describe, expect, it } from 'vitest';
import { writeRandomFile } from '../files';
import { engines, flowsIn, testFolder, withEnrolledStudent } from './engines';
import { downloadHash, MB, ROUTES, sha256, upload } from './flows';

const testFile = testFolder('kinds');

describe.each(engines({ chromium: true }))('%s: every kind keeps its files whole', (engine) => {
  const { beyondChromium } = flowsIn(engine);
  it('a 6 MB paper (chunked) and a 300 KB paper (inline) come back the same after a restart', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const big = writeRandomFile(testFile(`${engine}-paper-6mb.pdf`), 6 * MB + 11);
      const small = writeRandomFile(testFile(`${engine}-paper-small.pdf`), 300 * 1024);
      const route = ROUTES.papers();
      await upload(student, route, [big, small]);
      await student.expectText('Mid Semester');
      await student.restart();
      expect(await downloadHash(student, route.view, `${engine}-paper-6mb.pdf`)).toBe(
        await sha256(big),
      );
      expect(await downloadHash(student, route.view, `${engine}-paper-small.pdf`)).toBe(
        await sha256(small),
      );
    });
  });

  it('a 6 MB schedule (one record) comes back the same after a restart', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const path = writeRandomFile(testFile(`${engine}-timetable.pdf`), 6 * MB + 3);
      await upload(student, ROUTES.schedules(), [path]);
      await student.restart();
      expect(await downloadHash(student, ROUTES.schedules().view, `${engine}-timetable.pdf`)).toBe(
        await sha256(path),
      );
    });
  });

  it('a 6 MB reference book comes back the same; an unsupported file is refused by name', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const route = ROUTES.books();
      const path = writeRandomFile(testFile(`${engine}-algorithms.pdf`), 6 * MB + 5);
      await upload(student, route, [path]);
      const odd = writeRandomFile(testFile(`${engine}-slides.pptx`), 2048);
      await student.goto(route.upload);
      await student.setFiles('Files to upload', [odd]);
      await student.expectText(
        `File ${engine}-slides.pptx is not a supported format. Please upload PDF, image, EPUB, or Word document files.`,
      );
      await student.restart();
      expect(await downloadHash(student, route.view, `${engine}-algorithms.pdf`)).toBe(
        await sha256(path),
      );
    });
  });

  beyondChromium('several notes in one upload are each stored whole, newest first', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const paths = [1, 2, 3].map((n) =>
        writeRandomFile(testFile(`${engine}-week-${n}.pdf`), n * MB + n),
      );
      const route = ROUTES.notes('ai-ml');
      await upload(student, route, paths);
      await student.expectText('3 files');
      for (const path of paths) {
        const name = path.split('/').pop() ?? '';
        expect(await downloadHash(student, route.view, name)).toBe(await sha256(path));
      }
    });
  });

  beyondChromium('a paper of another format is refused with the papers’ message', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const odd = writeRandomFile(testFile(`${engine}-answers.docx`), 4096);
      await student.goto(ROUTES.papers().upload);
      await student.setFiles('Files to upload', [odd]);
      await student.expectText(
        `File ${engine}-answers.docx is not a supported format. Please upload PDF or image files.`,
      );
    });
  });
});

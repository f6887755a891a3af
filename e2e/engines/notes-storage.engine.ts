import { describe, expect, it } from 'vitest';
import { writeRandomFile } from '../files';
import { engines, flowsIn, testFolder, withEnrolledStudent } from './engines';
import { downloadHash, MB, ROUTES, sha256, upload } from './flows';

const testFile = testFolder('files');

describe.each(engines({ chromium: true }))('%s: notes come back byte for byte', (engine) => {
  const { beyondChromium } = flowsIn(engine);
  beyondChromium('a 200 KB note (kept inline) downloads the same', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const path = writeRandomFile(testFile(`${engine}-inline.pdf`), 200 * 1024);
      await upload(student, ROUTES.notes(), [path]);
      expect(await downloadHash(student, ROUTES.notes().view, `${engine}-inline.pdf`)).toBe(
        await sha256(path),
      );
    });
  });

  beyondChromium('a 3 MB note (chunked) downloads the same after a reload', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const path = writeRandomFile(testFile(`${engine}-three.pdf`), 3 * MB + 123);
      await upload(student, ROUTES.notes(), [path]);
      await student.reload();
      expect(await downloadHash(student, ROUTES.notes().view, `${engine}-three.pdf`)).toBe(
        await sha256(path),
      );
    });
  });

  it('a 40 MB note downloads the same after the browser is closed and opened again', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const path = writeRandomFile(testFile(`${engine}-forty.pdf`), 40 * MB + 7);
      await upload(student, ROUTES.notes(), [path]);
      await student.restart();
      expect(await downloadHash(student, ROUTES.notes().view, `${engine}-forty.pdf`)).toBe(
        await sha256(path),
      );
    });
  });
});

import { describe, expect, it } from 'vitest';
import { writeRandomFile } from '../files';
import { engines, testFolder, withEnrolledStudent } from './engines';
import { downloadHash, MB, ROUTES, sha256, upload } from './flows';

const testFile = testFolder('files');

describe.each(engines({ chromium: true }))('%s: notes come back byte for byte', (engine) => {
  it('notes of 200 KB (kept inline), 3 MB (chunked) and 40 MB uploaded together are each stored whole, and come back the same after a reload and after the browser is closed and opened again', async () => {
    await withEnrolledStudent(engine, async (student) => {
      const inline = writeRandomFile(testFile(`${engine}-inline.pdf`), 200 * 1024);
      const chunked = writeRandomFile(testFile(`${engine}-three.pdf`), 3 * MB + 123);
      const large = writeRandomFile(testFile(`${engine}-forty.pdf`), 40 * MB + 7);
      const view = ROUTES.notes().view;
      await upload(student, ROUTES.notes(), [inline, chunked, large]);
      await student.expectText('3 files');
      await student.reload();
      expect(await downloadHash(student, view, `${engine}-inline.pdf`)).toBe(await sha256(inline));
      await student.restart();
      expect(await downloadHash(student, view, `${engine}-three.pdf`)).toBe(await sha256(chunked));
      expect(await downloadHash(student, view, `${engine}-forty.pdf`)).toBe(await sha256(large));
    });
  });
});

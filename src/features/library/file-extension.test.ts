import { fileExtension } from './file-extension';

describe('fileExtension', () => {
  it.each([
    ['a.pdf', '.pdf'],
    ['A.PDF', '.pdf'],
    ['archive.tar.gz', '.gz'],
    ['notes.final.docx', '.docx'],
    ['no-extension', ''],
    ['.hidden', ''],
    ['trailing.', ''],
  ])('%s → %s', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

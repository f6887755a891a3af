import type { LibraryFile } from '../library/library-files';
import { recentFiles } from './recent-files';

function file(id: string, uploadedBy = 'me', listKey = 'notes_dsa'): LibraryFile {
  return {
    record: {
      id,
      fileName: `${id}.pdf`,
      fileSize: 1,
      fileType: 'application/pdf',
      uploadedAt: '2026-11-27T10:00:00.000Z',
      uploadedBy,
      isLargeFile: false,
    },
    layout: { listKey, largeThreshold: 1, largeFormat: 'single' },
  } as LibraryFile;
}

const names = (files: LibraryFile[]) => files.map(({ record }) => record.id);

describe('recentFiles', () => {
  const library = [file('e'), file('d', 'someone-else'), file('c'), file('b'), file('a')];

  it('keeps the marked files first, in their order, and fills up with the student’s own newest', () => {
    expect(names(recentFiles([file('b')], library, 'me', 3))).toEqual(['b', 'e', 'c']);
  });

  it('never lists another student’s file or the same file twice', () => {
    expect(names(recentFiles([file('c'), file('e')], library, 'me', 10))).toEqual([
      'c',
      'e',
      'b',
      'a',
    ]);
  });

  it('tells apart two files of one id in different lists', () => {
    const twin = file('e', 'me', 'notes_iot');
    expect(names(recentFiles([twin], library, 'me', 2))).toEqual(['e', 'e']);
  });

  it('shows at most the limit, and nothing of the library when the marks fill it', () => {
    const marked = [file('a'), file('b')];
    expect(names(recentFiles(marked, library, 'me', 2))).toEqual(['a', 'b']);
    expect(names(recentFiles([], library, undefined, 5))).toEqual([]);
  });
});

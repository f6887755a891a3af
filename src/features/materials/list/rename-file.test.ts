import { describe, expect, it } from 'vitest';
import type { StoredFileRecord } from '../../../storage/file-store';
import { newFileName, renameMessages } from './rename-file';

const file = (id: string, fileName: string): StoredFileRecord => ({
  id,
  fileName,
  fileSize: 1,
  fileType: 'application/pdf',
  uploadedAt: '2026-11-28T06:00:00.000Z',
  uploadedBy: 'u',
  isLargeFile: false,
});
const week3 = file('a', 'week-3.pdf');
const list = [week3, file('b', 'graphs.pdf')];

describe('a new file name', () => {
  it('keeps the extension, whether typed or not', () => {
    expect(newFileName(week3, 'Kosaraju', list)).toEqual({ name: 'Kosaraju.pdf' });
    expect(newFileName(week3, '  Kosaraju.PDF ', list)).toEqual({ name: 'Kosaraju.PDF' });
    expect(newFileName(week3, 'notes.v2', list)).toEqual({ name: 'notes.v2.pdf' });
  });

  it('is refused when empty, with a slash, too long, or another file’s name', () => {
    expect(newFileName(week3, '  ', list)).toEqual({ error: renameMessages.empty });
    expect(newFileName(week3, '../x', list)).toEqual({ error: renameMessages.slash });
    expect(newFileName(week3, 'a\\b', list)).toEqual({ error: renameMessages.slash });
    expect(newFileName(week3, 'a\u0085b', list)).toEqual({ error: renameMessages.slash });
    expect(newFileName(week3, 'report\u202efdp', list)).toEqual({
      error: renameMessages.direction,
    });
    // A right-to-left mark reorders nothing: names in Arabic or Hebrew hold it.
    expect(newFileName(week3, 'ملاحظات\u200f', list)).toEqual({ name: 'ملاحظات\u200f.pdf' });
    expect(newFileName(week3, 'x'.repeat(260), list)).toEqual({ error: renameMessages.tooLong });
    expect(newFileName(week3, 'Graphs', list)).toEqual({
      error: renameMessages.taken('Graphs.pdf'),
    });
    expect(newFileName(week3, 'week-3', list)).toEqual({ name: 'week-3.pdf' });
  });
});
